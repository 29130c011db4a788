import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import Foundation
import GiveawaysData
import GiveawaysDomain
import GiveawaysPresentation
import LiveHTTP

/// The Giveaways feature wired and ready: the GamerPower repository (cached in
/// `<cache>/gamerpower`, falling back to the bundled snapshot), the favourites store
/// (`favorites.json` in the data folder), the ids `giveaways new` and the home have listed
/// (`seen-giveaways.json`, `visited-giveaways.json` beside it), and view models for every
/// screen.
///
/// Make one per app on the main actor; each `make…ViewModel()` returns a fresh view model
/// over the shared repositories.
@MainActor
public struct GiveawaysComponents {
    /// The giveaways, from the API, its cache or the bundled snapshot.
    public let repository: any GiveawaysRepository
    /// The saved favourites.
    public let favorites: any FavoritesRepository
    /// The ids of the giveaways `giveaways new` has listed.
    public let seen: any SeenGiveawaysRepository
    /// The ids the home has listed, to mark what is new since the last visit (nil: no
    /// marks).
    public let visited: (any SeenGiveawaysRepository)?
    private let clock: SleepClock
    private let now: Now

    /// Wires the feature on `configuration`, calling the API at `baseURL`.
    public init(
        configuration: KitConfiguration,
        baseURL: URL = GamerPowerGiveawaysRepository.Configuration.defaultBaseURL
    ) {
        let repository = GamerPowerGiveawaysRepository(
            httpClient: configuration.resolvedHTTPClient,
            configuration: .init(baseURL: baseURL, isOffline: configuration.isOffline),
            cache: ResponseCache(
                directory: configuration.paths.cacheDirectory.appendingPathComponent("gamerpower")),
            snapshotURL: BundledResource.url("Giveaways/giveaways-snapshot.json"),
            now: configuration.now)
        let favorites = StoredFavoritesRepository(
            directory: configuration.paths.dataDirectory, notices: configuration.notices,
            now: configuration.now)
        let seen = StoredSeenGiveawaysRepository(
            directory: configuration.paths.dataDirectory, notices: configuration.notices,
            now: configuration.now)
        let visited = StoredSeenGiveawaysRepository(
            directory: configuration.paths.dataDirectory,
            fileName: StoredSeenGiveawaysRepository.visitedFileName,
            notices: configuration.notices, now: configuration.now)
        self.init(
            repository: repository, favorites: favorites, seen: seen, visited: visited,
            clock: configuration.clock, now: configuration.now)
    }

    /// Wires the feature over these repositories (a test passes its doubles, such as
    /// `GiveawaysRepositorySpy`, `InMemoryFavoritesRepository` and
    /// `InMemorySeenGiveawaysRepository` from GiveawaysTestSupport).
    public init(
        repository: any GiveawaysRepository, favorites: any FavoritesRepository,
        seen: any SeenGiveawaysRepository, visited: (any SeenGiveawaysRepository)? = nil,
        clock: SleepClock = ContinuousClock(), now: @escaping Now = { Date() }
    ) {
        self.repository = repository
        self.favorites = favorites
        self.seen = seen
        self.visited = visited
        self.clock = clock
        self.now = now
    }

    /// The home list: tabs, search, sort, platform filter and favourites.
    public func makeHomeViewModel() -> GiveawaysHomeViewModel {
        GiveawaysHomeViewModel(
            dependencies: .init(
                loadGiveaways: LoadGiveawaysUseCase(repository: repository),
                loadWorth: LoadWorthUseCase(repository: repository),
                loadFavorites: LoadFavoritesUseCase(favorites: favorites),
                toggleFavorite: ToggleFavoriteUseCase(favorites: favorites),
                clock: clock, now: now, visited: visited))
    }

    /// The details of giveaway `id`.
    public func makeDetailsViewModel(id: Int) -> GiveawayDetailsViewModel {
        GiveawayDetailsViewModel(
            id: id,
            dependencies: .init(
                getDetails: GetGiveawayDetailsUseCase(repository: repository),
                loadFavorites: LoadFavoritesUseCase(favorites: favorites),
                toggleFavorite: ToggleFavoriteUseCase(favorites: favorites),
                now: now))
    }

    /// The "more" sections (by platform and type).
    public func makeMoreViewModel() -> MoreGiveawaysViewModel {
        MoreGiveawaysViewModel(
            loadMore: LoadMoreGiveawaysUseCase(repository: repository),
            loadFavorites: LoadFavoritesUseCase(favorites: favorites), now: now)
    }

    /// The saved favourites.
    public func makeFavoritesViewModel() -> RemovableListViewModel<GiveawayRow> {
        .favoriteGiveaways(
            loadFavorites: LoadFavoritesUseCase(favorites: favorites),
            removeFavorite: RemoveFavoriteUseCase(favorites: favorites), now: now)
    }
}
