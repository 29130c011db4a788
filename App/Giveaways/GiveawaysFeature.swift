import CleanAppsCore
import CleanAppsDataCore
import GiveawaysData
import GiveawaysDomain
import GiveawaysKit

/// The Giveaways app as the main menu and the command line see it.
@MainActor
struct GiveawaysFeature: AppFeature {
    let name = "giveaways"
    let title = "Giveaways"
    let summary = "free game giveaways from GamerPower"

    private let components: GiveawaysComponents
    private let environment: AppEnvironment

    /// The feature on the live API (or offline), caching in the cache directory.
    init(environment: AppEnvironment) {
        components = GiveawaysComponents(
            configuration: environment.kitConfiguration,
            baseURL: environment.serviceURL(
                "CLEANAPPS_GAMERPOWER_URL",
                default: GamerPowerGiveawaysRepository.Configuration.defaultBaseURL))
        self.environment = environment
    }

    func makeCoordinator() -> any Coordinator {
        GiveawaysCoordinator(
            factory: GiveawaysFactory(
                dependencies: .init(
                    components: components,
                    frame: ScreenFrame(
                        terminal: environment.terminal, drainNotices: environment.notices.drain),
                    urlOpener: environment.urlOpener)))
    }

    func runCommand(_ arguments: [String]) async -> ExitCode {
        await GiveawaysCommands(
            repository: components.repository, favorites: components.favorites,
            terminal: environment.terminal,
            now: environment.now
        ).run(arguments)
    }

    /// The favourites' ids: the stored ones, so completion never waits on the network.
    func completionIDs() async -> [String] {
        ((try? await components.favorites.favorites()) ?? []).map { String($0.id) }
    }
}
