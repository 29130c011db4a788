extension TerminalText {
    /// The number of terminal cells `text` takes.
    ///
    /// Per grapheme cluster: Hangul, CJK, fullwidth forms and emoji take 2 cells; combining
    /// marks, format characters (zero-width joiner, bidi marks), variation selectors and
    /// controls take 0; everything else 1. A cluster never takes more than 2 cells, so an
    /// emoji ZWJ family or a flag counts 2. Expects sanitized text (controls count 0).
    public static func displayWidth(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var width = 0
        for character in text {
            width += displayWidth(of: character)
        }
        return width
    }

    /// The number of terminal cells one grapheme cluster takes: 0, 1 or 2.
    public static func displayWidth(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count == 1 { return cellWidth(of: first) }
        // NB: VS16 (U+FE0F) asks for emoji presentation: "☺️" is drawn two cells wide.
        if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
        var width = 0
        for scalar in scalars {
            width += cellWidth(of: scalar)
        }
        return min(width, 2)
    }

    /// The cells one scalar takes on its own.
    private static func cellWidth(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        if value < 0x20 || (0x7F...0x9F).contains(value) { return 0 }
        // NB: the soft hyphen is a format character, yet terminals draw it as a hyphen.
        if value == 0xAD { return 1 }
        // NB: Hangul medial vowels and final consonants join the initial consonant's cells.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if EastAsianWidth.isWide(scalar) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }
}
