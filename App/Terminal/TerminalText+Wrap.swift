extension TerminalText {
    /// `text` broken into lines of at most `width` cells.
    ///
    /// Existing line breaks are kept (an empty line stays an empty line). Lines break at
    /// spaces, which are dropped at the break, and next to wide (CJK) characters, which may
    /// break between any two of them. A word longer than the line is broken hard. Leading
    /// spaces of a paragraph are kept when they fit. Widths below 1 count as 1; a 2-cell
    /// character is then alone on its line, the only case where a line exceeds `width`.
    /// Expects sanitized text (see ``sanitize(_:keepsNewlines:)`` with `keepsNewlines`).
    /// With `keepsAddressesWhole`, a web address, e-mail address or absolute path is not
    /// broken: when it does not fit, it ends the
    /// line it starts on, which is then wider than `width`, so it can be copied whole and
    /// stays next to what it labels.
    public static func wrap(_ text: String, width: Int, keepsAddressesWhole: Bool = false)
        -> [String]
    {
        let width = max(width, 1)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var wrapper = LineWrapper(width: width, keepsAddressesWhole: keepsAddressesWhole)
            for character in paragraph {
                wrapper.add(character)
            }
            lines += wrapper.finish()
        }
        return lines
    }
}

extension TerminalText {
    /// `parts` joined by `separator` into lines of at most `width` cells, breaking only
    /// between parts, so no part (an amount, a key and its label) is ever cut or split. A
    /// part wider than `width` has a line of its own. No parts give no lines.
    public static func joined(_ parts: [String], separator: String, width: Int) -> [String] {
        var lines: [String] = []
        for part in parts {
            if let last = lines.last,
                displayWidth(last) + displayWidth(separator) + displayWidth(part) <= width
            {
                lines[lines.count - 1] = last + separator + part
            } else {
                lines.append(part)
            }
        }
        return lines
    }
}

/// Greedy word wrapping of one paragraph, one character at a time.
private struct LineWrapper {
    let width: Int
    let keepsAddressesWhole: Bool
    private var lines: [String] = []
    private var line = ""
    private var lineWidth = 0
    /// Spaces seen since the last word; written only if the next word fits on the line.
    private var spaces = 0
    /// The word being read and its width.
    private var word = ""
    private var wordWidth = 0
    private var isAtParagraphStart = true

    init(width: Int, keepsAddressesWhole: Bool) {
        self.width = width
        self.keepsAddressesWhole = keepsAddressesWhole
    }

    mutating func add(_ character: Character) {
        if character == " " {
            flushWord()
            spaces += 1
            return
        }
        let characterWidth = TerminalText.displayWidth(of: character)
        if characterWidth == 2 {
            // NB: CJK text has no spaces between words; a break may fall next to any wide
            // character, so each one is a word of its own.
            flushWord()
            word = String(character)
            wordWidth = 2
            flushWord()
        } else {
            word.append(character)
            wordWidth += characterWidth
        }
    }

    mutating func finish() -> [String] {
        flushWord()
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    private mutating func flushWord() {
        guard !word.isEmpty else { return }
        if keepsAddressesWhole, lineWidth + spaces + wordWidth > width, Self.isAddress(word) {
            // NB: the terminal wraps the over-wide line itself; when that would leave the
            // address's closing punctuation alone on a row, the address starts a line (unless
            // the text before it fills whole rows, the one case where that does not help).
            if lineWidth > 0, leavesPunctuationAlone(lineWidth + spaces + wordWidth),
                !leavesPunctuationAlone(wordWidth)
            {
                breakLine()
                spaces = 0
            }
            keepWordWhole()
            return
        }
        if isAtParagraphStart {
            isAtParagraphStart = false
            if spaces + wordWidth <= width {
                line = String(repeating: " ", count: spaces)
                lineWidth = spaces
            }
        } else if lineWidth > 0 && lineWidth + spaces + wordWidth <= width {
            line += String(repeating: " ", count: spaces)
            lineWidth += spaces
        } else if lineWidth > 0 {
            breakLine()
        }
        spaces = 0
        if lineWidth + wordWidth <= width {
            line += word
            lineWidth += wordWidth
        } else {
            breakHard()
        }
        word = ""
        wordWidth = 0
    }

    /// Whether `word` is a web address (`scheme://…`), an e-mail address or an absolute path
    /// of two parts or more; not keys such as `n/p` or `/text`.
    private static func isAddress(_ word: String) -> Bool {
        word.contains("://") || word.contains("@")
            || ((word.hasPrefix("/") || word.hasPrefix("~/")) && word.dropFirst().contains("/"))
    }

    /// Whether a terminal wrapping a line of `cells` cells at `width` would put nothing but the
    /// word's closing punctuation (a full stop, a comma, a bracket) on its last row.
    private func leavesPunctuationAlone(_ cells: Int) -> Bool {
        let closing = word.reversed().prefix { ".,;:!?)]\"'".contains($0) }.count
        return closing > 0 && (cells - 1) % width + 1 <= closing
    }

    /// Ends the current line with the whole word (after its spaces), however wide.
    private mutating func keepWordWhole() {
        if isAtParagraphStart || lineWidth > 0 {
            line += String(repeating: " ", count: spaces)
        }
        isAtParagraphStart = false
        line += word
        spaces = 0
        word = ""
        wordWidth = 0
        breakLine()
    }

    /// Places a word wider than the line, `width` cells at a time.
    private mutating func breakHard() {
        if lineWidth > 0 { breakLine() }
        for character in word {
            let characterWidth = TerminalText.displayWidth(of: character)
            if lineWidth > 0 && lineWidth + characterWidth > width { breakLine() }
            line.append(character)
            lineWidth += characterWidth
        }
    }

    private mutating func breakLine() {
        lines.append(line)
        line = ""
        lineWidth = 0
    }
}
