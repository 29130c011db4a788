import Foundation

/// Quoted-printable encoding (RFC 2045 §6.7) of UTF-8 text for mail bodies.
enum QuotedPrintable {
    /// The longest encoded line, without its CRLF (RFC 2045 allows 76).
    static let maximumLineLength = 76

    /// `text` encoded: lines ("\n", "\r\n" or "\r" separated) become CRLF-terminated hard
    /// line breaks; bytes outside printable ASCII, "=", and a space or tab at a line's end are
    /// written as `=XX`; long lines get soft breaks (`=` CRLF). Never emits a literal "=_".
    static func encode(_ text: String) -> String {
        let normalized = text.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n")
        var output = ""
        let lines = normalized.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            if number == lines.count - 1 && line.isEmpty { break }
            output += encodeLine(Array(line.utf8))
            output += "\r\n"
        }
        return output
    }

    private static func encodeLine(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        var lineLength = 0
        for (position, byte) in bytes.enumerated() {
            let isLast = position == bytes.count - 1
            let isWhitespace = byte == 0x20 || byte == 0x09
            let literal = (byte >= 33 && byte <= 126 && byte != 61) || (isWhitespace && !isLast)
            let width = literal ? 1 : 3
            // NB: keep room for the "=" of a soft break.
            if lineLength + width > maximumLineLength - 1 {
                output += [61, 13, 10]
                lineLength = 0
            }
            if literal {
                output.append(byte)
            } else {
                output += [61, digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
            lineLength += width
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static let digits = Array("0123456789ABCDEF".utf8)
}
