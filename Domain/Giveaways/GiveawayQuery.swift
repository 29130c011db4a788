/// What list of giveaways to show: platform, kind and order.
public struct GiveawayQuery: Equatable, Hashable, Sendable {
    /// nil for all platforms.
    public var platform: Platform?
    /// nil for every kind.
    public var kind: GiveawayKind?
    /// The order.
    public var sort: GiveawaySort

    /// Creates a query; the defaults mean every platform and kind, newest first.
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
        let platformMatches = platform.map(Self.platformFilter)
        let matching = giveaways.indices.filter { index in
            (platformMatches?(giveaways[index]) ?? true)
                && (kind.map { giveaways[index].kind == $0 } ?? true)
        }
        return sort.order(matching, of: giveaways).map { giveaways[$0] }
    }

    /// A catalogue platform is a bit test on each giveaway's ``PlatformSet``; any other
    /// platform compares names.
    private static func platformFilter(_ platform: Platform) -> (Giveaway) -> Bool {
        guard let wanted = PlatformSet(only: platform) else {
            let matches = platform.matcher()
            return { matches($0.platforms) }
        }
        return { $0.platformSet.intersects(wanted) }
    }
}

extension GiveawayKind: CustomStringConvertible {
    /// The filter word, e.g. `loot`.
    public var description: String { apiValue ?? "other" }
}
