/// A parsed `--select` list such as `"Facebook:2,SEO:1"`: channel references with 1-based
/// package numbers, in the order given.
public struct SelectionSpec: Equatable, Sendable {
    /// One `CHANNEL:NUMBER` entry.
    public struct Entry: Equatable, Sendable {
        /// The channel name or id as written (trimmed).
        public let channel: String
        /// The 1-based package number; 0 when the written number is 0 or too long to be one.
        public let number: Int
        /// The package number as written (digits only), for messages.
        public let numberText: String
    }

    /// The entries in the order given.
    public let entries: [Entry]

    /// Parses `text`: entries separated by commas, each `CHANNEL:NUMBER`; empty entries are
    /// skipped.
    ///
    /// - Throws: ``MarketingError/malformedSelection(_:)`` for an entry without a channel or
    ///   a number of plain digits, ``MarketingError/nothingSelected`` when no entry is left.
    ///   Numbers are checked against the channel's packages when the list is resolved.
    public init(parsing text: String) throws(MarketingError) {
        var entries: [Entry] = []
        for rawEntry in text.split(separator: ",", omittingEmptySubsequences: true) {
            let entry = Self.trimmed(rawEntry)
            if entry.isEmpty { continue }
            guard let colon = entry.lastIndex(of: ":") else {
                throw .malformedSelection(MarketingError.printable(entry))
            }
            let channel = Self.trimmed(entry[..<colon])
            let numberText = Self.trimmed(entry[entry.index(after: colon)...])
            guard !channel.isEmpty, !numberText.isEmpty,
                numberText.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) })
            else { throw .malformedSelection(MarketingError.printable(entry)) }
            // NB: more than 9 digits can never be a package number; no Int overflow possible.
            let number = numberText.count <= 9 ? Int(numberText) ?? 0 : 0
            entries.append(Entry(channel: channel, number: number, numberText: numberText))
        }
        guard !entries.isEmpty else { throw .nothingSelected }
        self.entries = entries
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    private static func trimmed(_ text: String) -> String { trimmed(Substring(text)) }
}
