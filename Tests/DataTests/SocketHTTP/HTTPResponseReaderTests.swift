import CleanAppsTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore
@testable import SocketHTTPKit

/// The response reader's work grows linearly with the response, however a hostile server
/// shapes it (a header field repeated thousands of times, thousands of tiny chunks), and its
/// caps hold: a head over 64 KB, a chunked body whose framing outweighs the body cap.
@Suite struct HTTPResponseReaderTests {
    /// Hands out a fixed response in pieces of seeded random sizes.
    final class PiecewiseStream: HTTPByteStream {
        private let bytes: [UInt8]
        private var offset = 0
        private var generator: SeededGenerator
        private let largestPiece: Int

        init(_ text: String, largestPiece: Int, seed: UInt64 = 1) {
            bytes = Array(text.utf8)
            generator = SeededGenerator(seed: seed)
            self.largestPiece = largestPiece
        }

        func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
            let wanted = Int.random(in: 1...largestPiece, using: &generator)
            let count = min(buffer.count, wanted, bytes.count - offset)
            bytes.withUnsafeBytes { all in
                buffer.copyMemory(
                    from: UnsafeRawBufferPointer(rebasing: all[offset..<offset + count]))
            }
            offset += count
            return count
        }

        func write(_ bytes: [UInt8]) throws {}
    }

    /// The head and body read from `text`, and the reader's work.
    func read(_ text: String, largestPiece: Int, maxBodyBytes: Int = 1 << 20) throws
        -> (head: HTTPResponseReader.Head, body: Data, work: Int)
    {
        var reader = HTTPResponseReader(
            stream: PiecewiseStream(text, largestPiece: largestPiece), maxBodyBytes: maxBodyBytes)
        let head = try reader.readHead()
        let body = try reader.readBody(after: head)
        return (head, body, reader.work)
    }

    static func repeatedField(_ count: Int) -> String {
        "HTTP/1.1 200 OK\r\n" + String(repeating: "Vary: abc\r\n", count: count)
            + "Content-Length: 2\r\n\r\nok"
    }

    static func manyChunks(_ count: Int) -> String {
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
            + String(repeating: "1\r\nx\r\n", count: count) + "0\r\n\r\n"
    }

    @Test(arguments: [1, 97, 65_536])
    func repeatedHeaderField_eightTimesMore_costsAtMostTwelveTimesTheWork(largestPiece: Int)
        throws
    {
        let small = try read(Self.repeatedField(600), largestPiece: largestPiece)
        let large = try read(Self.repeatedField(4_800), largestPiece: largestPiece)

        #expect(
            large.head.headers["vary"]
                == Array(repeating: "abc", count: 4_800).joined(separator: ", "))
        #expect(large.body == Data("ok".utf8))
        #expect(large.work <= 12 * small.work, "work \(small.work), then \(large.work)")
    }

    @Test(arguments: [1, 97, 65_536])
    func manyTinyChunks_eightTimesMore_costAtMostTwelveTimesTheWork(largestPiece: Int) throws {
        let small = try read(Self.manyChunks(2_000), largestPiece: largestPiece)
        let large = try read(Self.manyChunks(16_000), largestPiece: largestPiece)

        #expect(large.body == Data(repeating: UInt8(ascii: "x"), count: 16_000))
        #expect(large.work <= 12 * small.work, "work \(small.work), then \(large.work)")
    }

    @Test func head_overItsCap_isRefused() {
        let field = "X-Filler: " + String(repeating: "y", count: 1_000) + "\r\n"
        let text = "HTTP/1.1 200 OK\r\n" + String(repeating: field, count: 66) + "\r\n"

        #expect(throws: HTTPClientError.badData("response header larger than 64 KB")) {
            try read(text, largestPiece: 4_096)
        }
    }

    @Test func chunkedBody_whoseFramingOutweighsTheBodyCap_isRefused() throws {
        let extensionText = ";" + String(repeating: "e", count: 500)
        let chunks = String(repeating: "1\(extensionText)\r\nx\r\n", count: 300)
        let text = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n\(chunks)0\r\n\r\n"

        #expect(throws: HTTPResponseReader.tooLarge(65_536)) {
            try read(text, largestPiece: 4_096, maxBodyBytes: 65_536)
        }
        #expect(try read(text, largestPiece: 4_096, maxBodyBytes: 1 << 20).body.count == 300)
    }
}
