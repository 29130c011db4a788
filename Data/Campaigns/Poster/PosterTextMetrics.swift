import CleanAppsDataCore

/// Measures poster text with the bundled font's real metrics (advances and `kern` pairs of
/// ``PosterFont/bold``) and wraps it into lines that fit; the SVG and PNG writers both use it,
/// so they break lines at the same words.
///
/// NB: if the bundled font cannot be read, widths fall back to 0.62 em per character (DejaVu
/// Sans Bold's average) so posters still come out.
enum PosterTextMetrics {
    /// The text, in lines, and the font size it fits at.
    struct Fitted: Equatable {
        var lines: [String]
        var fontSize: Double
    }

    /// The ellipsis that ends a cut line.
    static let ellipsis = "…"

    /// The width of `text` at `fontSize`.
    static func width<S: StringProtocol>(of text: S, fontSize: Double) -> Double {
        guard let shaper = PosterFont.bold else { return Double(text.count) * 0.62 * fontSize }
        return shaper.width(of: text, fontSize: fontSize)
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
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
