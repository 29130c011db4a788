/// The language of a poster's fixed words (the goal's label, the collected amount, the QR
/// code's caption): Ukrainian, as in the original, or English.
public enum PosterLanguage: String, CaseIterable, Equatable, Sendable {
    /// Ukrainian: "ціль збору:", "Скануй, щоб задонатити".
    case ukrainian = "uk"
    /// English: "goal:", "Scan to donate".
    case english = "en"

    /// The language `text` is written in, by its letters: English when Latin letters
    /// outnumber Cyrillic ones, else (more Cyrillic, as many of each, or no letters at all)
    /// Ukrainian, the original's language.
    public static func detected(in text: String) -> PosterLanguage {
        var balance = 0
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: balance += 1
            case 0x400...0x52F: balance -= 1
            default: continue
            }
        }
        return balance > 0 ? .english : .ukrainian
    }

    /// The language's English name: `Ukrainian`, `English`.
    public var name: String {
        switch self {
        case .ukrainian: "Ukrainian"
        case .english: "English"
        }
    }
}
