import CleanAppsCore
import GiveawaysDomain

/// Favourites kept in memory, for tests and previews.
public actor InMemoryFavoritesRepository: FavoritesRepository {
    private var items: [Giveaway]
    /// When set, every call throws it (to test failure paths).
    public var failure: GiveawaysError?

    /// Creates a store holding `items`.
    public init(_ items: [Giveaway] = []) {
        self.items = items
    }

    /// Makes every later call throw `error` (nil to stop).
    public func setFailure(_ error: GiveawaysError?) {
        failure = error
    }

    /// The favourites, most recently added first.
    public func favorites() async throws -> [Giveaway] {
        if let failure { throw failure }
        return items
    }

    /// Whether the giveaway with `id` is a favourite.
    public func isFavorite(id: Int) async throws -> Bool {
        if let failure { throw failure }
        return items.contains { $0.id == id }
    }

    /// Adds `giveaway` (a second add of the same id keeps one entry, refreshed).
    public func add(_ giveaway: Giveaway) async throws {
        if let failure { throw failure }
        items.removeAll { $0.id == giveaway.id }
        items.insert(giveaway, at: 0)
    }

    /// Removes the favourite with `id`; nothing happens when there is none.
    public func remove(id: Int) async throws {
        if let failure { throw failure }
        items.removeAll { $0.id == id }
    }
}
