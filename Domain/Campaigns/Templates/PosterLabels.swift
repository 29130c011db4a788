/// The fixed words of a poster in one language, and how it writes an amount.
public struct PosterLabels: Equatable, Sendable {
    /// The goal's label above the amount: `ціль збору:`.
    public let goalLabel: String
    /// Before the amount on one line (``GoalStyle/inlineGoal``): `Ціль: `.
    public let goalPrefix: String
    /// Before the amount on one line (``GoalStyle/inlineRaising``): `Збір на `.
    public let raisingPrefix: String
    /// Before the collected amount: `зібрано: `.
    public let collectedPrefix: String
    /// Said once the campaign is finished: `Зібрано!`.
    public let finished: String
    /// The QR code's caption, in the two lines it is set in: `Скануй, щоб` / `задонатити`.
    public let qrCaption: [String]
    /// Drawn when the purpose is empty, as in the original: `Текст текст`.
    public let purposeFallback: String
    private let language: PosterLanguage

    /// The words of `language`.
    public init(_ language: PosterLanguage) {
        self.language = language
        switch language {
        case .ukrainian:
            goalLabel = "ціль збору:"
            goalPrefix = "Ціль: "
            raisingPrefix = "Збір на "
            collectedPrefix = "зібрано: "
            finished = "Зібрано!"
            qrCaption = ["Скануй, щоб", "задонатити"]
            purposeFallback = "Текст текст"
        case .english:
            goalLabel = "goal:"
            goalPrefix = "Goal: "
            raisingPrefix = "Raising "
            collectedPrefix = "raised: "
            finished = "Funded!"
            qrCaption = ["Scan to", "donate"]
            purposeFallback = "Text text"
        }
    }

    /// `money` as the poster writes it: `100 000,50 грн.` in Ukrainian, `100,000.50 UAH` in
    /// English.
    public func amount(_ money: Hryvnias) -> String {
        switch language {
        case .ukrainian:
            return money.formattedWithCurrency
        case .english:
            let grouped = money.formatted.replacingOccurrences(",", with: ".")
            return grouped.replacingOccurrences(" ", with: ",") + " UAH"
        }
    }

    /// The label or prefix `style` sets with the amount.
    public func wording(of style: GoalStyle) -> String {
        switch style {
        case .labelAbove: goalLabel
        case .inlineGoal: goalPrefix
        case .inlineRaising: raisingPrefix
        }
    }
}

extension PosterLanguage {
    /// This language's poster words.
    public var labels: PosterLabels { PosterLabels(self) }
}

extension String {
    /// Every `target` replaced with `replacement`, without Foundation.
    fileprivate func replacingOccurrences(_ target: Character, with replacement: Character)
        -> String
    {
        String(map { $0 == target ? replacement : $0 })
    }
}
