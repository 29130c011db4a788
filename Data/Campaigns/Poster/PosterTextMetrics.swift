/// Estimates how wide bold poster text is, and wraps text into lines that fit.
///
/// NB: there is no font engine here, so widths come from per-character classes, set on the
/// wide side of the bold fonts a viewer may fall back to (Roboto, Helvetica, Arial, DejaVu
/// Sans): narrow punctuation 0.38 em, spaces 0.35 em, most letters 0.68 em, digits 0.7 em,
/// capitals 0.78 em, wide letters, CJK, Hangul and fullwidth forms 1 em, emoji 1.2 em. Each
/// grapheme cluster counts once, so combining marks and emoji sequences add no extra width.
enum PosterTextMetrics {
    /// The text, in lines, and the font size it fits at.
    struct Fitted: Equatable {
        var lines: [String]
        var fontSize: Double
    }

    /// The ellipsis that ends a cut line.
    static let ellipsis = "…"

    /// The estimated width of `text` at `fontSize`.
    static func width<S: StringProtocol>(of text: S, fontSize: Double) -> Double {
        text.reduce(0) { $0 + em(for: $1) } * fontSize
    }

    /// Wraps `text` into at most `maxLines` lines no wider than `maxWidth`, trying sizes from
    /// `fontSize` down to 60 % of it; when even that fails, long words are broken and the
    /// last line is cut with an ellipsis.
    static func fit(_ text: String, maxWidth: Double, fontSize: Double, maxLines: Int) -> Fitted {
        let limit = max(maxLines, 1)
        for scale in [1.0, 0.9, 0.8, 0.7, 0.6] {
            let size = fontSize * scale
            if let lines = wrap(text, maxWidth: maxWidth, fontSize: size, breakWords: false),
                lines.count <= limit
            {
                return Fitted(lines: lines, fontSize: size)
            }
        }
        let size = fontSize * 0.6
        let lines = wrap(text, maxWidth: maxWidth, fontSize: size, breakWords: true) ?? []
        guard lines.count > limit else { return Fitted(lines: lines, fontSize: size) }
        var kept = Array(lines.prefix(limit))
        var last = kept[limit - 1]
        while !last.isEmpty, width(of: last + ellipsis, fontSize: size) > maxWidth {
            last.removeLast()
        }
        kept[limit - 1] = last.trimmingTrailingSpaces() + ellipsis
        return Fitted(lines: kept, fontSize: size)
    }

    /// Greedy word wrap; nil when a word is too long and `breakWords` is false.
    private static func wrap(_ text: String, maxWidth: Double, fontSize: Double, breakWords: Bool)
        -> [String]?
    {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if width(of: candidate, fontSize: fontSize) <= maxWidth {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            if width(of: word, fontSize: fontSize) <= maxWidth {
                line = String(word)
                continue
            }
            guard breakWords else { return nil }
            for character in word {
                if !line.isEmpty, width(of: line + String(character), fontSize: fontSize) > maxWidth
                {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private static func em(for character: Character) -> Double {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: {
            $0.properties.isEmojiPresentation || $0.value == 0xFE0F
        }) {
            return 1.2
        }
        if isWide(first.value) { return 1 }
        switch first {
        case " ": return 0.35
        case ".", ",", ":", ";", "!", "'", "|", "i", "l", "j", "I", "(", ")", "[", "]", "і", "ї":
            return 0.38
        case "f", "r", "t": return 0.5
        case "M", "W", "m", "w", "Ш", "Щ", "Ж", "Ю", "Ф", "ш", "щ", "ж", "ю", "ф", "Ы", "ы":
            return 1
        case "0"..."9": return 0.7
        default: return first.properties.isUppercase ? 0.78 : 0.68
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default: false
        }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
