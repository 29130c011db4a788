/// What list of giveaways to show: platform, kind and order.
public struct GiveawayQuery: Equatable, Hashable, Sendable {
    /// nil for all platforms.
    public var platform: Platform?
    /// nil for every kind.
    public var kind: GiveawayKind?
    public var sort: GiveawaySort

    public init(platform: Platform? = nil, kind: GiveawayKind? = nil, sort: GiveawaySort = .date) {
        self.platform = platform
        self.kind = kind
        self.sort = sort
    }

    /// Keeps the giveaways that match the platform and kind, in this query's order.
    ///
    /// The API filters and sorts on its side too; doing it again here makes cached and bundled
    /// data answer the same query the same way.
    public func apply(to giveaways: [Giveaway]) -> [Giveaway] {
        let platformMatches = platform?.matcher()
        let matching = giveaways.indices.filter { index in
            (platformMatches?(giveaways[index].platforms) ?? true)
                && (kind.map { giveaways[index].kind == $0 } ?? true)
        }
        return sort.order(matching, of: giveaways).map { giveaways[$0] }
    }
}

extension GiveawayKind: CustomStringConvertible {
    /// The filter word, e.g. `loot`.
    public var description: String { apiValue ?? "other" }
}
