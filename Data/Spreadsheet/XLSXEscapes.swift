import Foundation

/// Decodes the `_xHHHH_` escapes Office writes for control characters (`_x000D_` = CR).
enum XLSXEscapes {
    static func decode(_ text: String) -> String {
        guard mayContainEscape(text) else { return text }
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "_x") {
            result += rest[..<range.lowerBound]
            let after = rest[range.upperBound...]
            let hex = after.prefix(4)
            if hex.count == 4, after.dropFirst(4).first == "_", let value = UInt32(hex, radix: 16),
                let scalar = Unicode.Scalar(value)
            {
                result.unicodeScalars.append(scalar)
                rest = after.dropFirst(5)
            } else {
                result += "_x"
                rest = after
            }
        }
        return result + rest
    }

    /// A cheap byte scan for "_x", so the common text skips the slow path.
    private static func mayContainEscape(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "x"), previous == UInt8(ascii: "_") { return true }
            previous = byte
        }
        return false
    }
}
