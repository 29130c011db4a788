import Foundation

/// A small, independent reader of the `.eml` messages CleanApps writes, for tests: splits
/// headers and MIME parts and decodes quoted-printable, Base64 and RFC 2047 subjects.
public struct ParsedEmail: Sendable {
    /// The unfolded header fields in order (name as written, value without leading spaces).
    public let headers: [(name: String, value: String)]
    /// The parts of a multipart body (empty for a single-part message).
    public let parts: [ParsedEmailPart]

    /// The first header called `name` (case-insensitive).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The decoded Subject (RFC 2047 encoded words joined).
    public var subject: String? { header("Subject").map(EmailMessageParser.decodeWords) }
}

/// One MIME part.
public struct ParsedEmailPart: Sendable {
    /// The header fields in order.
    public let headers: [(name: String, value: String)]
    /// The body as it stands in the message.
    public let rawBody: String
    /// The body decoded per its Content-Transfer-Encoding, with "\n" line ends.
    public let text: String?

    /// The first header called `name` (case-insensitive).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

/// Why a message could not be parsed.
public struct EmailParseError: Error, Equatable {
    /// What was wrong.
    public let reason: String
}

/// Parses messages into ``ParsedEmail``.
public enum EmailMessageParser {
    /// Parses `message`; every line must end in CRLF.
    public static func parse(_ message: String) throws -> ParsedEmail {
        let bytes = Array(message.utf8)
        for offset in bytes.indices where bytes[offset] == 0x0A {
            guard offset > 0, bytes[offset - 1] == 0x0D else {
                throw EmailParseError(reason: "bare LF at byte \(offset)")
            }
        }
        let (headerText, body) = try split(message)
        let headers = unfold(headerText)
        guard let type = headers.first(where: { $0.name.lowercased() == "content-type" })?.value,
            type.lowercased().hasPrefix("multipart/"),
            let boundary = parameter("boundary", in: type)
        else { return ParsedEmail(headers: headers, parts: []) }
        var sections = body.components(separatedBy: "--\(boundary)")
        guard sections.count >= 3, sections.last?.hasPrefix("--") == true else {
            throw EmailParseError(reason: "missing closing delimiter")
        }
        sections.removeFirst()
        sections.removeLast()
        let parts = try sections.map { section -> ParsedEmailPart in
            // NB: "\r\n" is one Character, so the CRLFs around a part are cut as bytes.
            let bytes = Array(section.utf8)
            guard bytes.count >= 4, bytes[0...1] == [13, 10], bytes.suffix(2) == [13, 10] else {
                throw EmailParseError(reason: "delimiter not on its own line")
            }
            let inner = String(decoding: bytes[2..<(bytes.count - 2)], as: UTF8.self)
            let (partHeaderText, partBody) = try split(inner)
            let partHeaders = unfold(partHeaderText)
            let encoding = partHeaders.first {
                $0.name.lowercased() == "content-transfer-encoding"
            }?.value.lowercased()
            let text: String? =
                switch encoding {
                case "quoted-printable": decodeQuotedPrintable(partBody)
                case "base64":
                    Data(base64Encoded: partBody.replacingOccurrences(of: "\r\n", with: ""))
                        .flatMap { String(data: $0, encoding: .utf8) }
                default: partBody.replacingOccurrences(of: "\r\n", with: "\n")
                }
            return ParsedEmailPart(headers: partHeaders, rawBody: partBody, text: text)
        }
        return ParsedEmail(headers: headers, parts: parts)
    }

    /// Decodes quoted-printable text (soft breaks removed, CRLF to "\n"); nil for bad bytes.
    ///
    /// NB: works on bytes throughout: as text, "\r\n" before a combining mark is not always
    /// found, and a string per escape made long messages slow to check.
    public static func decodeQuotedPrintable(_ text: String) -> String? {
        let input = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            let byte = input[index]
            let next = index + 1 < input.count ? input[index + 1] : nil
            if byte == UInt8(ascii: "="), next == 0x0D, index + 2 < input.count,
                input[index + 2] == 0x0A
            {
                index += 3
            } else if byte == UInt8(ascii: "="), index + 2 < input.count,
                let high = next.flatMap(hexValue), let low = hexValue(input[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(byte)
                index += 1
            }
        }
        var lines: [UInt8] = []
        lines.reserveCapacity(bytes.count)
        for offset in bytes.indices
        where !(bytes[offset] == 0x0D && offset + 1 < bytes.count && bytes[offset + 1] == 0x0A) {
            lines.append(bytes[offset])
        }
        return String(validating: lines, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// Joins RFC 2047 "B" and "Q" encoded words (UTF-8) and plain text.
    public static func decodeWords(_ value: String) -> String {
        let pieces = value.replacingOccurrences(of: "\r\n", with: "").split(separator: " ")
        guard pieces.allSatisfy({ $0.hasPrefix("=?") && $0.hasSuffix("?=") }) else { return value }
        var bytes: [UInt8] = []
        for piece in pieces {
            let fields = piece.dropFirst(2).dropLast(2).split(
                separator: "?", omittingEmptySubsequences: false)
            guard fields.count == 3 else { return value }
            if fields[1].uppercased() == "B", let data = Data(base64Encoded: String(fields[2])) {
                bytes += data
            } else {
                return value
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func split(_ text: String) throws -> (String, String) {
        guard let range = text.range(of: "\r\n\r\n") else {
            throw EmailParseError(reason: "no blank line after the headers")
        }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }

    private static func unfold(_ text: String) -> [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = []
        for line in text.components(separatedBy: "\r\n") {
            if line.hasPrefix(" ") || line.hasPrefix("\t"), !fields.isEmpty {
                fields[fields.count - 1].value += "\r\n" + line
            } else if let colon = line.firstIndex(of: ":") {
                let value = line[line.index(after: colon)...].drop { $0 == " " }
                fields.append((String(line[..<colon]), String(value)))
            }
        }
        return fields
    }

    private static func parameter(_ name: String, in value: String) -> String? {
        guard let range = value.range(of: "\(name)=\"") else { return nil }
        let rest = value[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
