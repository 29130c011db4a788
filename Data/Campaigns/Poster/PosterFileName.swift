import CampaignsDomain
import Foundation

/// Names poster files `<slug>-<id4>-<format>.<extension>`, with a slug that is safe in any
/// folder and the campaign's short id, so each campaign owns its poster files: two campaigns
/// with the same purpose never share one.
///
/// The slug is the purpose transliterated to ASCII (Ukrainian letters by the national
/// transliteration table, other scripts by the system's Latin transform when it helps),
/// lower-cased, with every run of other characters turned into one `-`, and cut to
/// ``maximumSlugLength`` characters. It never holds separators, dots or spaces; when
/// nothing usable is left, the campaign id stands in.
public enum PosterFileName {
    /// The longest slug.
    public static let maximumSlugLength = 60

    /// The file types posters are written as; every one is removed with a campaign's old
    /// posters.
    public static let fileExtensions = ["svg", "png"]

    /// `<slug>-<id4>-<format>.<fileExtension>` for `campaign` in `format`, e.g.
    /// `dron-3f2a-story.svg`; `id4` is the first four characters of the campaign's id (the
    /// shortest prefix `cleanapps campaigns` accepts).
    public static func name(
        for campaign: Campaign, format: PosterFormat, fileExtension: String = "png"
    ) -> String {
        let slug = slug(purpose: campaign.purpose, fallback: campaign.id)
        return "\(slug)-\(shortID(campaign.id))-\(format.rawValue).\(fileExtension)"
    }

    /// Every poster-folder name `campaign` may own: each format in each file type.
    public static func allNames(for campaign: Campaign) -> [String] {
        PosterFormat.allCases.flatMap { format in
            fileExtensions.map { name(for: campaign, format: format, fileExtension: $0) }
        }
    }

    /// The first four characters of `id`, lower-cased.
    public static func shortID(_ id: UUID) -> String {
        String(id.uuidString.lowercased().prefix(4))
    }

    /// The slug of `purpose`, or the lower-cased `fallback` id when nothing is left.
    public static func slug(purpose: String, fallback: UUID) -> String {
        var slug = ""
        var pendingDash = false
        for character in transliterated(purpose.lowercased()).unicodeScalars {
            switch character {
            case "a"..."z", "0"..."9":
                let needsDash = pendingDash && !slug.isEmpty
                guard slug.count + (needsDash ? 2 : 1) <= maximumSlugLength else { break }
                if needsDash { slug.append("-") }
                pendingDash = false
                slug.unicodeScalars.append(character)
            default:
                pendingDash = true
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? fallback.uuidString.lowercased() : slug
    }

    private static let ukrainian: [Character: String] = [
        "а": "a", "б": "b", "в": "v", "г": "h", "ґ": "g", "д": "d", "е": "e", "є": "ie",
        "ж": "zh", "з": "z", "и": "y", "і": "i", "ї": "i", "й": "i", "к": "k", "л": "l",
        "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u",
        "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ь": "", "ю": "iu",
        "я": "ia", "'": "", "’": "", "ʼ": "", "ё": "e", "ы": "y", "э": "e", "ъ": "",
    ]

    private static func transliterated(_ text: String) -> String {
        var result = ""
        for character in text.prefix(maximumSlugLength * 4) {
            if let latin = ukrainian[character] {
                result += latin
            } else if character.isASCII {
                result.append(character)
            } else {
                let folded = String(character).folding(
                    options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
                result += folded.allSatisfy(\.isASCII) ? folded : " "
            }
        }
        return result
    }
}
