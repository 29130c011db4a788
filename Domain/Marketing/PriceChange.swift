/// A chosen package whose price in the catalogue differs from the price it was saved with.
public struct PriceChange: Equatable, Sendable {
    /// The package as it was saved.
    public let saved: MarketingPackage
    /// The package as the catalogue offers it now.
    public let current: MarketingPackage

    /// Creates the change from `saved` to `current`.
    public init(saved: MarketingPackage, current: MarketingPackage) {
        self.saved = saved
        self.current = current
    }

    /// "Facebook Package 2 now costs 200.00 EUR/month (saved at 180.00 EUR)."
    public var sentence: String {
        "\(current.name) now costs \(current.cost.formatted)/month (saved at \(saved.cost.formatted))."
    }
}

extension Selection {
    /// Replaces each chosen package with the catalogue's package of the same id, keeping the
    /// order; returns the packages whose price or currency changed.
    public mutating func reprice(from catalogue: [MarketingPackage]) -> [PriceChange] {
        var changes: [PriceChange] = []
        for (position, item) in items.enumerated() {
            guard let current = catalogue.first(where: { $0.id == item.id }), current != item
            else { continue }
            if current.cost != item.cost {
                changes.append(PriceChange(saved: item, current: current))
            }
            replace(at: position, with: current)
        }
        return changes
    }
}
