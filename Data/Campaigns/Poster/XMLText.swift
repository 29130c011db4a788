/// Makes outside text safe inside SVG/XML documents.
enum XMLText {
    /// Escapes `&`, `<`, `>`, `"` and `'`, and drops every character XML 1.0 forbids
    /// (C0 controls other than tab, line feed and carriage return, U+FFFE, U+FFFF) plus the
    /// discouraged C1 controls.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars where isAllowed(scalar) {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Text for display on a poster: forbidden characters and bidirectional overrides,
    /// embeddings and isolates dropped, every run of whitespace turned into one space, trimmed.
    ///
    /// NB: dropping the bidi controls stops a purpose from visually reordering the rest of
    /// the line; right-to-left scripts still show correctly through the bidi algorithm.
    static func displayText(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            guard isAllowed(scalar), scalar.value >= 0x20, !isBidiControl(scalar) else { continue }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(scalar)
        }
        return String(result)
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x00..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: true
        default: false
        }
    }
}
