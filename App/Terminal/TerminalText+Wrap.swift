extension TerminalText {
    /// `text` broken into lines of at most `width` cells.
    ///
    /// Existing line breaks are kept (an empty line stays an empty line). Lines break at
    /// spaces, which are dropped at the break, and next to wide (CJK) characters, which may
    /// break between any two of them. A word longer than the line is broken hard. Leading
    /// spaces of a paragraph are kept when they fit. Widths below 1 count as 1; a 2-cell
    /// character is then alone on its line, the only case where a line exceeds `width`.
    /// Expects sanitized text (see ``sanitize(_:keepsNewlines:)`` with `keepsNewlines`).
    static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var wrapper = LineWrapper(width: width)
            for character in paragraph {
                wrapper.add(character)
            }
            lines += wrapper.finish()
        }
        return lines
    }
}

/// Greedy word wrapping of one paragraph, one character at a time.
private struct LineWrapper {
    let width: Int
    private var lines: [String] = []
    private var line = ""
    private var lineWidth = 0
    /// Spaces seen since the last word; written only if the next word fits on the line.
    private var spaces = 0
    /// The word being read and its width.
    private var word = ""
    private var wordWidth = 0
    private var isAtParagraphStart = true

    init(width: Int) {
        self.width = width
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
