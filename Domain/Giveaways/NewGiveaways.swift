import CleanAppsCore

/// The giveaways that appeared since the last look, as ``FindNewGiveawaysUseCase`` finds them.
public struct NewGiveaways: Equatable, Sendable {
    /// The giveaways of the feed whose ids were never seen before, in the feed's order
    /// (empty on the first run).
    public let giveaways: [Giveaway]
    /// Whether nothing had been recorded before: this run only recorded what is there.
    public let isFirstRun: Bool
    /// How many giveaways the feed held (all of them are seen from now on).
    public let feedCount: Int

    /// Creates the result.
    public init(giveaways: [Giveaway], isFirstRun: Bool, feedCount: Int) {
        self.giveaways = giveaways
        self.isFirstRun = isFirstRun
        self.feedCount = feedCount
    }

    /// The new giveaways of `feed` given the ids `seenBefore` (nil: the first run, so
    /// none is new): those whose id is not in it, each id once, in the feed's order.
    public init(feed: [Giveaway], seenBefore: Set<Int>?) {
        var listed = seenBefore ?? Set(feed.map(\.id))
        self.init(
            giveaways: feed.filter { listed.insert($0.id).inserted },
            isFirstRun: seenBefore == nil, feedCount: feed.count)
    }
}

/// Finds the giveaways that appeared since the last run and records every listed one as
/// seen, so `giveaways new` from cron announces each giveaway once.
///
/// Only the giveaways the query lists are recorded: `--platform steam` leaves the other
/// platforms' giveaways new for a later run without it. A giveaway that leaves the feed
/// and comes back is not new again.
public struct FindNewGiveawaysUseCase: Sendable {
    private let repository: any GiveawaysRepository
    private let seen: any SeenGiveawaysRepository

    /// Creates the use case over the giveaways and the seen ids.
    public init(repository: any GiveawaysRepository, seen: any SeenGiveawaysRepository) {
        self.repository = repository
        self.seen = seen
    }

    /// Loads the giveaways for `query`, records their ids as seen and returns the new ones.
    ///
    /// A live answer or a saved one (the response cache) is recorded; the bundled snapshot,
    /// the fallback when neither could be had, is not: it is not what the service lists
    /// now, and recording it would keep giveaways still listed from being announced.
    ///
    /// Throws the repository's ``GiveawaysError`` (nothing is recorded then),
    /// ``GiveawaysError/onlyBundledCopy(_:)`` (nothing is recorded) or
    /// ``GiveawaysError/seenFailed(_:)``.
    public func execute(_ query: GiveawayQuery) async throws -> Sourced<NewGiveaways> {
        let loaded = try await repository.giveaways(matching: query)
        if case .bundled = loaded.origin {
            throw GiveawaysError.onlyBundledCopy(loaded.fallbackReason)
        }
        let before = try await seen.recordSeen(loaded.value.map(\.id))
        return Sourced(
            NewGiveaways(feed: loaded.value, seenBefore: before), origin: loaded.origin,
            fallbackReason: loaded.fallbackReason)
    }
}
