/// Adds a giveaway to the favourites, or removes it when it is one already.
public struct ToggleFavoriteUseCase: Sendable {
    private let favorites: any FavoritesRepository

    /// Creates the use case over a favourites store.
    public init(favorites: any FavoritesRepository) {
        self.favorites = favorites
    }

    /// Toggles `giveaway` and returns whether it is a favourite afterwards.
    public func execute(_ giveaway: Giveaway) async throws -> Bool {
        if try await favorites.isFavorite(id: giveaway.id) {
            try await favorites.remove(id: giveaway.id)
            return false
        }
        try await favorites.add(giveaway)
        return true
    }
}

/// Lists the favourites, most recently added first.
public struct LoadFavoritesUseCase: Sendable {
    private let favorites: any FavoritesRepository

    /// Creates the use case over a favourites store.
    public init(favorites: any FavoritesRepository) {
        self.favorites = favorites
    }

    /// The favourite giveaways.
    public func execute() async throws -> [Giveaway] {
        try await favorites.favorites()
    }
}

/// Removes a giveaway from the favourites (nothing happens when it is not one).
public struct RemoveFavoriteUseCase: Sendable {
    private let favorites: any FavoritesRepository

    /// Creates the use case over a favourites store.
    public init(favorites: any FavoritesRepository) {
        self.favorites = favorites
    }

    /// Removes the favourite with `id`.
    public func execute(id: Int) async throws {
        try await favorites.remove(id: id)
    }
}
