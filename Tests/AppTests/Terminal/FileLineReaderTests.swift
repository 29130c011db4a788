import CleanAppsTestSupport
import Foundation
import Glibc
import Testing

@testable import Terminal

/// ``FileLineReader/readLineIfReady()``: takes what the descriptor already holds, line by
/// line as ``FileLineReader/readLine()`` would, and never waits.
@Suite struct FileLineReaderTests {
    /// A pipe; both ends are closed by ``closeAll()``.
    private struct Pipe {
        let readEnd: Int32
        var writeEnd: Int32?

        init() throws {
            var descriptors: [Int32] = [0, 0]
            try #require(pipe(&descriptors) == 0)
            readEnd = descriptors[0]
            writeEnd = descriptors[1]
        }

        func write(_ bytes: [UInt8]) {
            guard let writeEnd else { return }
            _ = bytes.withUnsafeBytes { Glibc.write(writeEnd, $0.baseAddress, $0.count) }
        }

        mutating func closeWriteEnd() {
            if let writeEnd { close(writeEnd) }
            writeEnd = nil
        }

        mutating func closeAll() {
            closeWriteEnd()
            close(readEnd)
        }
    }

    @Test func readLineIfReady_generatedInputAlreadyThere_givesWhatReadLineGives() throws {
        var generator = SeededGenerator(seed: 38)
        for _ in 0..<200 {
            let bytes = Self.generatedInput(using: &generator)
            var waiting = try Pipe()
            var ready = try Pipe()
            defer {
                waiting.closeAll()
                ready.closeAll()
            }
            waiting.write(bytes)
            waiting.closeWriteEnd()
            // NB: written in pieces, so lines are assembled across several reads.
            var rest = bytes[...]
            while !rest.isEmpty {
                let count = Int.random(in: 1...max(rest.count, 1), using: &generator)
                ready.write(Array(rest.prefix(count)))
                rest = rest.dropFirst(count)
            }
            ready.closeWriteEnd()
            let blocking = FileLineReader(descriptor: waiting.readEnd, maximumLineBytes: 16)
            let nonBlocking = FileLineReader(descriptor: ready.readEnd, maximumLineBytes: 16)

            var expected: [FileLineReader.ReadyLine] = []
            while let line = blocking.readLine() { expected.append(.line(line)) }
            var found: [FileLineReader.ReadyLine] = []
            while true {
                let next = nonBlocking.readLineIfReady()
                found.append(next)
                if !Self.isLine(next) { break }
            }

            #expect(found == expected + [.end], "input \(bytes)")
        }
    }

    @Test func readLineIfReady_partialLine_isNotReadyUntilItsNewline() throws {
        var input = try Pipe()
        defer { input.closeAll() }
        let reader = FileLineReader(descriptor: input.readEnd)

        let empty = reader.readLineIfReady()
        input.write(Array("ab".utf8))
        let partial = reader.readLineIfReady()
        input.write(Array("c\nd".utf8))
        let whole = reader.readLineIfReady()
        let rest = reader.readLineIfReady()
        input.closeWriteEnd()
        let last = reader.readLineIfReady()
        let end = reader.readLineIfReady()

        #expect(empty == .notReady)
        #expect(partial == .notReady)
        #expect(whole == .line(InputLine(text: "abc")))
        #expect(rest == .notReady)
        #expect(last == .line(InputLine(text: "d")))
        #expect(end == .end)
    }

    @Test func readLineIfReady_nonBlockingDescriptorWithNothing_isNotReady() throws {
        var input = try Pipe()
        defer { input.closeAll() }
        _ = fcntl(input.readEnd, F_SETFL, fcntl(input.readEnd, F_GETFL) | O_NONBLOCK)
        let reader = FileLineReader(descriptor: input.readEnd)

        let first = reader.readLineIfReady()
        input.write(Array("q\n".utf8))
        let second = reader.readLineIfReady()

        #expect(first == .notReady)
        #expect(second == .line(InputLine(text: "q")))
    }

    @Test func readLine_afterReadLineIfReady_continuesWhereItLeftOff() throws {
        var input = try Pipe()
        defer { input.closeAll() }
        input.write(Array("one\ntw".utf8))
        let reader = FileLineReader(descriptor: input.readEnd)

        let first = reader.readLineIfReady()
        let notYet = reader.readLineIfReady()
        input.write(Array("o\n".utf8))
        input.closeWriteEnd()
        let second = reader.readLine()
        let end = reader.readLine()

        #expect(first == .line(InputLine(text: "one")))
        #expect(notYet == .notReady)
        #expect(second == InputLine(text: "two"))
        #expect(end == nil)
    }

    /// Up to 200 bytes of letters, newlines, CRs, Hangul and invalid UTF-8.
    private static func generatedInput(using generator: inout SeededGenerator) -> [UInt8] {
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("q".utf8), [0x0A], [0x0D, 0x0A], Array("홍".utf8), [0xFF],
            [0xE1, 0x84], Array("  ".utf8),
        ]
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0...60, using: &generator) {
            bytes += pieces.randomElement(using: &generator)!
        }
        return bytes
    }

    private static func isLine(_ ready: FileLineReader.ReadyLine) -> Bool {
        if case .line = ready { return true }
        return false
    }
}
