import GiveawaysDomain

/// Seen giveaway ids kept in memory, for tests and previews.
public actor InMemorySeenGiveawaysRepository: SeenGiveawaysRepository {
    /// The ids recorded so far (nil before the first recording).
    public private(set) var ids: Set<Int>?
    /// When set, every call throws it (to test failure paths).
    public var failure: GiveawaysError?

    /// Creates a store holding `ids` (nil: nothing recorded yet).
    public init(_ ids: Set<Int>? = nil) {
        self.ids = ids
    }

    /// Makes every later call throw `error` (nil to stop).
    public func setFailure(_ error: GiveawaysError?) {
        failure = error
    }

    /// Adds `ids` and returns the ids recorded before.
    public func recordSeen(_ ids: [Int]) async throws -> Set<Int>? {
        if let failure { throw failure }
        let before = self.ids
        self.ids = (before ?? []).union(ids)
        return before
    }
}
