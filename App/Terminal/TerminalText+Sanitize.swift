extension TerminalText {
    /// Makes text from outside (APIs, files, user data) inert for the terminal.
    ///
    /// Removes escape sequences completely: CSI (`ESC [` with its parameters and
    /// intermediates), OSC (`ESC ]` — links, clipboard writes, titles — up to BEL or ST),
    /// DCS, SOS, PM and APC strings, two-character `ESC x` sequences and their 8-bit C1
    /// forms (`U+009B`, `U+009D`, …). A string sequence that is never terminated swallows the
    /// rest of the text, so its payload never gets through. Also removes the other C0 and C1
    /// controls (BEL, backspace, …), DEL and every invisible format character (Unicode's Cf
    /// class: bidi controls such as U+202E, zero-width spaces and joiners U+200B–U+200F,
    /// U+2060, U+FEFF, soft hyphens, tags), so two names that look the same are the same; a
    /// zero-width joiner stays only between two pictographs, where it builds one emoji
    /// (👨‍👩‍👧). A tab becomes a space; CR LF becomes LF and a lone CR a space; LF, NEL,
    /// U+2028 and U+2029 stay line breaks when `keepsNewlines` is true and become spaces
    /// otherwise.
    ///
    /// Linear time; text that needs no change is returned as it is.
    public static func sanitize(_ text: String, keepsNewlines: Bool = false) -> String {
        if text.unicodeScalars.allSatisfy(\.isInert) { return text }
        var sanitizer = Sanitizer(keepsNewlines: keepsNewlines)
        for scalar in text.unicodeScalars {
            sanitizer.consume(scalar)
        }
        return sanitizer.finish()
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is printed as it is by ``TerminalText/sanitize(_:keepsNewlines:)``.
    fileprivate var isInert: Bool {
        switch value {
        case 0x20...0x7E: true
        case 0..<0x20, 0x7F...0x9F: false
        case 0x2028, 0x2029: false
        case 0xA0..<0xAD: true
        default: !isFormat
        }
    }

    /// Whether the scalar is an emoji pictograph (not one of the ASCII digits and signs that
    /// also count as emoji).
    fileprivate var isPictograph: Bool {
        value > 0x7F && properties.isEmoji
    }

    /// Whether the scalar is an invisible format character (general category Cf).
    fileprivate var isFormat: Bool {
        properties.generalCategory == .format
    }
}

/// The escape-sequence state machine behind ``TerminalText/sanitize(_:keepsNewlines:)``.
private struct Sanitizer {
    private enum Mode {
        /// Plain text.
        case text
        /// After ESC.
        case escape
        /// After `ESC` and one or more intermediates (`ESC ( B`): waits for the final byte.
        case escapeIntermediate
        /// Inside a CSI sequence: parameters and intermediates up to the final byte.
        case controlSequence
        /// Inside an OSC, DCS, SOS, PM or APC string: everything up to BEL or ST.
        case controlString
        /// After ESC inside a control string: `\` ends it (ST), anything else starts anew.
        case controlStringEscape
    }

    let keepsNewlines: Bool
    private var mode = Mode.text
    private var output = String.UnicodeScalarView()
    private var pendingCarriageReturn = false
    /// A zero-width joiner after a pictograph, kept only when another pictograph follows.
    private var pendingJoiner = false

    init(keepsNewlines: Bool) {
        self.keepsNewlines = keepsNewlines
    }

    mutating func consume(_ scalar: Unicode.Scalar) {
        switch mode {
        case .text:
            consumeText(scalar)
        case .escape:
            consumeAfterEscape(scalar)
        case .escapeIntermediate:
            switch scalar.value {
            case 0x20...0x2F: break
            case 0x30...0x7E: mode = .text
            default:
                mode = .text
                consumeText(scalar)
            }
        case .controlSequence:
            switch scalar.value {
            case 0x20...0x3F: break
            case 0x40...0x7E: mode = .text
            default:
                // NB: a broken CSI ends at the first byte that cannot belong to it, so it
                // never swallows the text after it; that byte is then read as text.
                mode = .text
                consumeText(scalar)
            }
        case .controlString:
            switch scalar.value {
            case 0x07, 0x9C: mode = .text
            case 0x1B: mode = .controlStringEscape
            default: break
            }
        case .controlStringEscape:
            if scalar == "\\" {
                mode = .text
            } else {
                mode = .escape
                consumeAfterEscape(scalar)
            }
        }
    }

    mutating func finish() -> String {
        if pendingCarriageReturn {
            pendingCarriageReturn = false
            output.append(" ")
        }
        return String(output)
    }

    private mutating func consumeAfterEscape(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x5B: mode = .controlSequence  // [
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: mode = .controlString  // ] P X ^ _
        case 0x1B: mode = .escape
        case 0x20...0x2F: mode = .escapeIntermediate
        case 0x30...0x7E: mode = .text
        default:
            mode = .text
            consumeText(scalar)
        }
    }

    private mutating func consumeText(_ scalar: Unicode.Scalar) {
        if pendingJoiner {
            pendingJoiner = false
            if scalar.isPictograph { output.append("\u{200D}") }
        }
        if pendingCarriageReturn {
            pendingCarriageReturn = false
            if scalar == "\n" {
                appendLineBreak()
                return
            }
            output.append(" ")
        }
        switch scalar.value {
        case 0x1B: mode = .escape
        case 0x9B: mode = .controlSequence
        case 0x9D, 0x90, 0x98, 0x9E, 0x9F: mode = .controlString
        case 0x0D: pendingCarriageReturn = true
        case 0x0A, 0x85, 0x2028, 0x2029: appendLineBreak()
        case 0x09: output.append(" ")
        case 0..<0x20, 0x7F...0x9F: break
        case 0x200D: pendingJoiner = output.last.map(Self.endsPictograph) ?? false
        default: if !scalar.isFormat { output.append(scalar) }
        }
    }

    /// Whether a joiner after `scalar` may continue an emoji: a pictograph, its emoji
    /// presentation selector or a skin-tone modifier.
    private static func endsPictograph(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isPictograph || scalar == "\u{FE0F}" || scalar.properties.isEmojiModifier
    }

    private mutating func appendLineBreak() {
        output.append(keepsNewlines ? "\n" : " ")
    }
}
