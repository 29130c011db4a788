import CleanAppsCore

/// Where giveaways come from: the live API, its cache or the bundled snapshot.
///
/// Implementations say in each result where it came from; they throw ``GiveawaysError``.
public protocol GiveawaysRepository: Sendable {
    /// The giveaways for `query` (filtered by platform and kind, in the query's order).
    func giveaways(matching query: GiveawayQuery) async throws -> Sourced<[Giveaway]>
    /// One giveaway by id; throws ``GiveawaysError/notFound(id:)`` when there is none.
    func giveaway(id: Int) async throws -> Sourced<Giveaway>
    /// The summary of active giveaways and their worth.
    func worth() async throws -> Sourced<GiveawayWorth>
}

/// The user's favourite giveaways, kept across runs.
///
/// A favourite keeps a copy of the giveaway so the favourites list works offline.
public protocol FavoritesRepository: Sendable {
    /// The favourites, most recently added first.
    func favorites() async throws -> [Giveaway]
    /// Whether the giveaway with `id` is a favourite.
    func isFavorite(id: Int) async throws -> Bool
    /// Adds `giveaway` (a second add of the same id keeps one entry, refreshed).
    func add(_ giveaway: Giveaway) async throws
    /// Removes the favourite with `id`; nothing happens when there is none.
    func remove(id: Int) async throws
}
