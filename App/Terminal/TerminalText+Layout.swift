extension TerminalText {
    /// `text` cut to at most `width` cells, ending with an ellipsis when something was cut.
    ///
    /// The ellipsis is "…" (1 cell) when `usesUnicode` is true and "..." (3 cells)
    /// otherwise; spaces just before it are dropped. A wide character that would straddle
    /// the limit is left out, so the result may be one cell narrower than `width`. Text that
    /// fits is returned as it is; a width of 0 or less gives "". Linear in the part kept.
    public static func truncate(_ text: String, toWidth width: Int, usesUnicode: Bool = true)
        -> String
    {
        guard width > 0 else { return "" }
        let ellipsis = usesUnicode ? "…" : "..."
        let ellipsisWidth = usesUnicode ? 1 : 3
        var used = 0
        // The end of the longest prefix that still leaves room for the ellipsis.
        var cut = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let characterWidth = displayWidth(of: text[index])
            if used + characterWidth > width {
                guard width >= ellipsisWidth else {
                    return String(ellipsis.prefix(width))
                }
                var kept = text[..<cut]
                while kept.last == " " { kept = kept.dropLast() }
                return kept + ellipsis
            }
            used += characterWidth
            text.formIndex(after: &index)
            if used <= width - ellipsisWidth { cut = index }
        }
        return text
    }

    /// `text` padded with spaces to `width` cells; text that is already as wide or wider is
    /// returned as it is (never cut: truncate first for a fixed-width field).
    public static func pad(_ text: String, toWidth width: Int, alignment: Alignment = .left)
        -> String
    {
        let missing = width - displayWidth(text)
        guard missing > 0 else { return text }
        switch alignment {
        case .left:
            return text + String(repeating: " ", count: missing)
        case .right:
            return String(repeating: " ", count: missing) + text
        case .center:
            let before = missing / 2
            return String(repeating: " ", count: before) + text
                + String(repeating: " ", count: missing - before)
        }
    }

    /// `text` cut or padded to exactly `width` cells (a fixed-width table cell).
    public static func fit(
        _ text: String, toWidth width: Int, alignment: Alignment = .left, usesUnicode: Bool = true
    ) -> String {
        pad(
            truncate(text, toWidth: width, usesUnicode: usesUnicode), toWidth: width,
            alignment: alignment)
    }
}

extension TerminalText {
    /// `head` and `tail` two spaces apart, as one line when that fits `width`; else `head`
    /// (cut to fit, without trailing spaces) and, below it, `tail` whole, indented by `indent`
    /// spaces. For rows that end with what must never be cut or split: a price, an amount, a
    /// key and its label.
    public static func lines(
        _ head: String, keepingWhole tail: String, indent: Int, width: Int,
        usesUnicode: Bool = true
    ) -> [String] {
        let line = "\(head)  \(tail)"
        guard displayWidth(line) > width else { return [line] }
        var head = head
        while head.last == " " { head.removeLast() }
        return [
            truncate(head, toWidth: width, usesUnicode: usesUnicode),
            String(repeating: " ", count: indent) + tail,
        ]
    }
}

extension TerminalText {
    /// `text` wrapped before it is cut: one line when it fits `width` cells; else the first
    /// words that fit `width` and, as a second line, the rest cut to `restWidth` cells (an
    /// ellipsis only when even that is too short). When no word fits `width`, the first line
    /// is empty and all of `text` goes on the second.
    public static func twoLines(
        _ text: String, width: Int, restWidth: Int, usesUnicode: Bool = true
    ) -> (first: String, rest: String?) {
        guard displayWidth(text) > width else { return (text, nil) }
        guard width > 0, let first = wrap(text, width: width).first,
            displayWidth(first) <= width, text.hasPrefix(first)
        else { return ("", truncate(text, toWidth: restWidth, usesUnicode: usesUnicode)) }
        let rest = String(text.dropFirst(first.count).drop { $0 == " " })
        return (first, truncate(rest, toWidth: restWidth, usesUnicode: usesUnicode))
    }
}
