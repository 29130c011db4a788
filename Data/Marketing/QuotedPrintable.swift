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
        var output = ""
        var lineLength = 0
        for (position, byte) in bytes.enumerated() {
            let isLast = position == bytes.count - 1
            let isWhitespace = byte == 0x20 || byte == 0x09
            let literal = (byte >= 33 && byte <= 126 && byte != 61) || (isWhitespace && !isLast)
            let token = literal ? String(UnicodeScalar(byte)) : hex(byte)
            // NB: keep room for the "=" of a soft break.
            if lineLength + token.count > maximumLineLength - 1 {
                output += "=\r\n"
                lineLength = 0
            }
            output += token
            lineLength += token.count
        }
        return output
    }

    private static let digits = Array("0123456789ABCDEF")

    private static func hex(_ byte: UInt8) -> String {
        "=" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
