import CleanAppsDataCore
import Foundation

/// Reads one HTTP/1.1 response from a stream, with caps: status line and header fields (and
/// chunked trailers) at most 64 KB, the body at most `maxBodyBytes`, and a chunked body's
/// framing (sizes, extensions, line ends) at most as many bytes as the larger of the two.
/// Its work is linear in the bytes it reads: each is searched once, and a header field
/// repeated many times is joined once.
///
/// Bodies are framed by `Transfer-Encoding: chunked` (trailers read and dropped), by
/// `Content-Length`, or by the server closing the connection. A malformed response is one
/// `HTTPClientError.badData(_:)`; a connection that ends too early is
/// `HTTPClientError.unreachable(_:)`. Never reads past the response.
struct HTTPResponseReader {
    /// The status and header fields of a response.
    struct Head: Equatable {
        /// The status code, 100–999.
        var statusCode: Int
        /// Header fields with lowercased names; repeated fields joined with ", ".
        var headers: [String: String]
    }

    /// The cap on the status line plus header fields, and on chunked trailers.
    static let maxHeadBytes = 64 * 1024
    private static let maxInterimResponses = 8
    private static let malformedChunks = HTTPClientError.badData("malformed chunked body")

    private let stream: any HTTPByteStream
    private let maxBodyBytes: Int
    private var buffer: [UInt8] = []
    private var position = 0
    private var scratch = [UInt8](repeating: 0, count: 64 * 1024)
    /// A count of the work done so far (bytes read in, searched, moved or copied), for
    /// checking that it grows linearly with the response, without timing anything.
    private(set) var work = 0

    init(stream: any HTTPByteStream, maxBodyBytes: Int) {
        self.stream = stream
        self.maxBodyBytes = max(0, maxBodyBytes)
    }

    /// The error for a body over the cap.
    static func tooLarge(_ cap: Int) -> HTTPClientError {
        .badData("response larger than \(cap) bytes")
    }

    /// Reads the final (non-1xx) status line and header fields.
    mutating func readHead() throws -> Head {
        for _ in 0..<Self.maxInterimResponses {
            let head = try readOneHead()
            if head.statusCode >= 200 || head.statusCode == 101 { return head }
        }
        throw HTTPClientError.badData("no valid HTTP response")
    }

    /// Reads the body that follows `head`.
    mutating func readBody(after head: Head) throws -> Data {
        if head.statusCode == 204 || head.statusCode == 304 { return Data() }
        let codings = head.headers["transfer-encoding"]?.lowercased() ?? ""
        if codings.split(separator: ",").last?.trimmingCharacters(in: .whitespaces) == "chunked" {
            return try readChunkedBody()
        }
        if codings.isEmpty, let field = head.headers["content-length"] {
            return try readBody(length: try Self.contentLength(field))
        }
        return try readBodyToClose()
    }

    private mutating func readOneHead() throws -> Head {
        let bytes: [UInt8]
        do {
            bytes = try readUntilBlankLine()
        } catch HTTPClientError.unreachable(_) {
            throw HTTPClientError.badData("no valid HTTP response")
        }
        var lines = Self.lines(of: bytes)
        let statusLine = lines.isEmpty ? "" : lines.removeFirst()
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3,
            let status = Int(parts[1]), status >= 100
        else { throw HTTPClientError.badData("no valid HTTP response") }
        var fields: [String: [String]] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                !line.hasPrefix(" "), !line.hasPrefix("\t")
            else { throw HTTPClientError.badData("malformed response header") }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            work += value.utf8.count
            // NB: joined once below: joining as they came copied the joined text again for
            // each repeat (quadratic in a 64 KB head of one repeated field).
            fields[name, default: []].append(value)
        }
        return Head(statusCode: status, headers: fields.mapValues { $0.joined(separator: ", ") })
    }

    private mutating func readBody(length: Int) throws -> Data {
        guard length <= maxBodyBytes else { throw Self.tooLarge(maxBodyBytes) }
        var body = Data(capacity: length)
        try append(length, to: &body)
        return body
    }

    private mutating func readChunkedBody() throws -> Data {
        var body = Data()
        // NB: servers send chunks of kilobytes with a few bytes of framing each; more framing
        // than body cap is a server keeping the reader busy with one-byte chunks.
        let maxFraming = max(maxBodyBytes, Self.maxHeadBytes)
        var framing = 0
        while true {
            let line = try readLine(limit: 1024, else: Self.malformedChunks)
            framing += line.count + 4
            guard framing <= maxFraming else { throw Self.tooLarge(maxBodyBytes) }
            // NB: RFC 9112 §7.1: chunk-size is 1*HEXDIG, then optional whitespace before a
            // `;` extension. `Int(_:radix:)` alone also took a sign (`-1`, `+5a`).
            let sizeField = line.prefix { $0 != UInt8(ascii: ";") }
            let digits = sizeField.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
            guard !digits.isEmpty, digits.count <= 15, digits.allSatisfy(Self.isHexDigit),
                let size = Int(String(decoding: digits, as: UTF8.self), radix: 16)
            else { throw Self.malformedChunks }
            if size == 0 { break }
            guard body.count + size <= maxBodyBytes else { throw Self.tooLarge(maxBodyBytes) }
            try append(size, to: &body)
            guard try readLine(limit: 2, else: Self.malformedChunks).isEmpty else {
                throw Self.malformedChunks
            }
        }
        _ = try readUntilBlankLine()
        return body
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default: false
        }
    }

    private mutating func readBodyToClose() throws -> Data {
        var body = Data()
        while true {
            if position == buffer.count, try !fill() { return body }
            let available = buffer.count - position
            guard body.count + available <= maxBodyBytes else { throw Self.tooLarge(maxBodyBytes) }
            body.append(contentsOf: buffer[position...])
            position = buffer.count
        }
    }

    /// Moves exactly `count` bytes into `body`; a connection that ends first is "unreachable".
    private mutating func append(_ count: Int, to body: inout Data) throws {
        var missing = count
        while missing > 0 {
            if position == buffer.count, try !fill() {
                throw HTTPClientError.unreachable("no connection")
            }
            let taken = min(missing, buffer.count - position)
            body.append(contentsOf: buffer[position..<position + taken])
            position += taken
            missing -= taken
        }
    }

    /// The lines up to (without) the next empty line, each ended by LF, at most 64 KB.
    private mutating func readUntilBlankLine() throws -> [UInt8] {
        let tooLarge = HTTPClientError.badData(
            "response header larger than \(Self.maxHeadBytes / 1024) KB")
        var collected: [UInt8] = []
        while true {
            let line = try readLine(limit: Self.maxHeadBytes - collected.count, else: tooLarge)
            if line.isEmpty { return collected }
            collected.append(contentsOf: line)
            collected.append(0x0A)
        }
    }

    /// One line without its CRLF (or bare LF); a line longer than `limit` throws `tooLong`,
    /// and a connection that ends first is "unreachable".
    private mutating func readLine(limit: Int, else tooLong: HTTPClientError) throws
        -> ArraySlice<UInt8>
    {
        var checked = 0
        while true {
            let found = buffer[(position + checked)...].firstIndex(of: 0x0A)
            work += (found ?? buffer.count) - (position + checked)
            if let newline = found {
                var end = newline
                if end > position, buffer[end - 1] == 0x0D { end -= 1 }
                guard end - position <= limit else { throw tooLong }
                let line = buffer[position..<end]
                position = newline + 1
                return line
            }
            checked = buffer.count - position
            guard checked <= limit else { throw tooLong }
            // NB: `fill` may move the unread bytes to the front; `checked` is relative to them.
            guard try fill() else { throw HTTPClientError.unreachable("no connection") }
        }
    }

    /// Reads more bytes into the buffer; false when the peer closed.
    private mutating func fill() throws -> Bool {
        if position == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            position = 0
        } else if position >= scratch.count {
            work += buffer.count - position
            buffer.removeFirst(position)
            position = 0
        }
        let count = try scratch.withUnsafeMutableBytes { try stream.read(into: $0) }
        buffer.append(contentsOf: scratch[..<count])
        work += count
        return count > 0
    }

    private static func lines(of bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// The length a `Content-Length` field declares; repeated equal values are accepted.
    private static func contentLength(_ field: String) throws -> Int {
        let values = Set(
            field.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        guard values.count == 1, let value = values.first, !value.isEmpty, value.count <= 18,
            value.allSatisfy(\.isASCII), value.allSatisfy(\.isNumber), let length = Int(value)
        else { throw HTTPClientError.badData("invalid Content-Length") }
        return length
    }
}
