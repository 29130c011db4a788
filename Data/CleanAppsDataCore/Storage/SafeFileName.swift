import Foundation

/// Turns any text (ids, titles, slugs, keys from outside) into a file name that stays in
/// the folder it is put in.
///
/// The result keeps letters and digits of every script (NFC-normalised, case kept) plus
/// `-`, `_` and `.`; every run of other characters (separators, `..`-tricks, NUL, control
/// and format characters such as bidi overrides, spaces, punctuation) becomes one `-`.
/// Leading and trailing `-` and `.` are dropped, and leading combining marks too, so the
/// result is never hidden, never `.` or `..`, never starts with a mark that would join the
/// `/` before it, and is never empty (``fallback`` is used). Its UTF-8 length is at most `maxBytes`.
/// Different inputs can give the same name: append a hash when names must be unique.
public enum SafeFileName {
    /// The name used when nothing usable is left of the input.
    public static let fallback = "unnamed"

    /// A safe file name for `text`, at most `maxBytes` (minimum 8) UTF-8 bytes long.
    public static func make(from text: String, maxBytes: Int = 100) -> String {
        var name = String.UnicodeScalarView()
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
            if isAllowed(scalar) {
                name.append(scalar)
            } else if name.last != "-" {
                name.append("-")
            }
        }
        var result = trimmed(String(name))
        let limit = max(maxBytes, 8)
        while result.utf8.count > limit {
            result.unicodeScalars.removeLast()
            result = trimmed(result)
        }
        return result.isEmpty ? fallback : result
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
                || scalar == "."
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter,
            .otherLetter, .decimalNumber, .nonspacingMark, .spacingMark:
            return true
        default:
            return false
        }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .nonspacingMark || category == .spacingMark
    }

    private static func trimmed(_ name: String) -> String {
        var scalars = Substring(name).unicodeScalars
        // NB: a leading combining mark would join the "/" before the name into one Character.
        while let first = scalars.first,
            first == "-" || first == "." || isMark(first)
        {
            scalars.removeFirst()
        }
        while let last = scalars.last, last == "-" || last == "." { scalars.removeLast() }
        return String(scalars)
    }
}
