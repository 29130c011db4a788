import CleanAppsDataCore
import Raster

/// Measures poster text with the bundled font's real metrics (advances and `kern` pairs of
/// ``PosterFont/bold``) and wraps it into lines that fit; ``PurposeFit`` and both writers use
/// it, so they break lines at the same words.
///
/// NB: if the bundled font cannot be read, widths fall back to 0.62 em per character (DejaVu
/// Sans Bold's average) so posters still come out.
enum PosterTextMetrics {
    /// The ellipsis that ends a cut line.
    static let ellipsis = "…"

    /// The width of `text` at `fontSize`.
    static func width<S: StringProtocol>(of text: S, fontSize: Double) -> Double {
        guard let shaper = PosterFont.bold else { return Double(text.count) * 0.62 * fontSize }
        return shaper.width(of: text, fontSize: fontSize)
    }

    /// Greedy word wrap; nil when a word is too long and `breakWords` is false.
    static func wrap(_ text: String, maxWidth: Double, fontSize: Double, breakWords: Bool)
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
