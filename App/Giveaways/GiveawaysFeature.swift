import Data
import Domain
import Foundation

/// The Giveaways app as the main menu and the command line see it.
@MainActor
struct GiveawaysFeature: AppFeature {
    let name = "giveaways"
    let title = "Giveaways"
    let summary = "free game giveaways from GamerPower"

    private let repository: any GiveawaysRepository
    private let favorites: any FavoritesRepository
    private let environment: AppEnvironment

    /// The feature on the live API (or offline), caching in the cache directory.
    init(environment: AppEnvironment) {
        let baseURL = environment.serviceURL(
            "CLEANAPPS_GAMERPOWER_URL",
            default: GamerPowerGiveawaysRepository.Configuration.defaultBaseURL)
        repository = GamerPowerGiveawaysRepository(
            httpClient: environment.httpClient,
            configuration: .init(baseURL: baseURL, isOffline: environment.isOffline),
            cache: ResponseCache(
                directory: environment.paths.cacheDirectory.appendingPathComponent("gamerpower")),
            snapshotURL: BundledResource.url("Giveaways/giveaways-snapshot.json"),
            now: environment.now)
        favorites = StoredFavoritesRepository(
            directory: environment.paths.dataDirectory, notices: environment.notices,
            now: environment.now)
        self.environment = environment
    }

    func makeCoordinator() -> any Coordinator {
        GiveawaysCoordinator(
            factory: GiveawaysFactory(
                dependencies: .init(
                    repository: repository, favorites: favorites,
                    frame: ScreenFrame(
                        terminal: environment.terminal, drainNotices: environment.notices.drain),
                    urlOpener: environment.urlOpener, clock: environment.clock,
                    now: environment.now)))
    }

    func runCommand(_ arguments: [String]) async -> ExitCode {
        await GiveawaysCommands(
            repository: repository, favorites: favorites, terminal: environment.terminal,
            now: environment.now
        ).run(arguments)
    }

    /// The favourites' ids: the stored ones, so completion never waits on the network.
    func completionIDs() async -> [String] {
        ((try? await favorites.favorites()) ?? []).map { String($0.id) }
    }
}
