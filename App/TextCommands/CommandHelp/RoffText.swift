/// Text made safe for roff: backslashes, leading `.` and `'`, and characters beyond ASCII.
public enum RoffText {
    /// `text` for running prose: `\` as `\e`, a leading `.` or `'` guarded by `\&`, every
    /// non-ASCII character as `\[uXXXX]` (so groff needs no input encoding).
    public static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case _ where scalar.value < 32: result += " "
            case _ where scalar.value > 126: result += "\\[u\(hex(scalar.value))]"
            default: result.unicodeScalars.append(scalar)
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }

    /// `text` for command lines and option names: as ``escape(_:)``, with every `-` written
    /// `\-` so it prints as a real minus (what a user can copy).
    public static func code(_ text: String) -> String {
        escape(text).split(separator: "-", omittingEmptySubsequences: false)
            .joined(separator: "\\-")
    }

    /// At least four upper-case hexadecimal digits.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
