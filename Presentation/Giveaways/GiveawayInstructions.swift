import Foundation

/// A giveaway's instructions as plain steps, one per line, from the API's text or HTML.
///
/// GamerPower writes steps as lines, sometimes with HTML: a link `<a href="U">Download</a>`
/// reads `Download (U)`, `<br>`, `<p>` and `<li>` start a new step, other tags are dropped and
/// the common entities (`&amp;`, `&lt;`, `&#39;`, …) are decoded. Blank steps are skipped.
public enum GiveawayInstructions {
    /// The steps of `text`, trimmed, without empty ones.
    public static func steps(_ text: String) -> [String] {
        plainText(text).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// `text` with links written out, line-breaking tags as line ends and other tags removed.
    static func plainText(_ text: String) -> String {
        guard text.contains("<") || text.contains("&") else { return text }
        var output = ""
        var link: String?
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            output += decodeEntities(rest[..<open])
            guard let close = rest[open...].firstIndex(of: ">") else {
                rest = rest[open...]
                break
            }
            let tag = rest[rest.index(after: open)..<close]
            let name = tag.prefix { $0.isLetter || $0 == "/" }.lowercased()
            switch name {
            case "a":
                link = attribute("href", in: tag).map { decodeEntities(Substring($0)) }
            case "/a":
                if let link, !link.isEmpty { output += " (\(link))" }
                link = nil
            case "br", "p", "/p", "li", "div", "/div", "tr":
                output += "\n"
            default:
                break
            }
            rest = rest[rest.index(after: close)...]
        }
        return output + decodeEntities(rest)
    }

    /// The value of `name="…"` (or single-quoted) inside a tag's text.
    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let range = tag.range(of: "\(name)=", options: .caseInsensitive) else { return nil }
        let value = tag[range.upperBound...]
        guard let quote = value.first, quote == "\"" || quote == "'" else {
            return String(value.prefix { !$0.isWhitespace })
        }
        return String(value.dropFirst().prefix { $0 != quote })
    }

    private static let entities = [
        "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&apos;": "'",
        "&nbsp;": " ",
    ]

    private static func decodeEntities(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var result = String(text)
        for (entity, character) in entities where result.contains(entity) {
            result = result.replacingOccurrences(of: entity, with: character)
        }
        return result
    }
}
