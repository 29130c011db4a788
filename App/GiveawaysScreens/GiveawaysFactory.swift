import CleanAppsCore
import CleanAppsDataCore
import GiveawaysData
import GiveawaysDomain
import GiveawaysKit
import GiveawaysPresentation
import Terminal
import TextCommands
import TextScreens

/// Makes the Giveaways screens, each with its view model and use cases; the coordinator
/// sees only this, so its tests can hand it screens with fixed outcomes.
@MainActor
protocol GiveawaysScreenFactory {
    func makeHomeScreen() -> any Screen<GiveawaysHomeScreen.Outcome>
    func makeDetailsScreen(id: Int) -> any Screen<GiveawayDetailsScreen.Outcome>
    func makeMoreScreen() -> any Screen<MoreGiveawaysScreen.Outcome>
    func makeFavoritesScreen() -> any Screen<ListOutcome<Int>>
}

/// The Giveaways app as the main menu and the command line see it, and the maker of its
/// screens over the kit's view models.
///
/// NB: Home and More are made anew for each visit over one view model and one
/// `ListPlace` each, so tabs, search and page survive a visit to a giveaway and More's
/// nine platforms load once; each opening of the app starts them anew.
@MainActor
public struct GiveawaysFactory: AppFeature, GiveawaysScreenFactory {
    /// What the feature needs from the composition root.
    @MainActor
    struct Dependencies {
        let components: GiveawaysComponents
        let frame: ScreenFrame
        let urlOpener: any URLOpener
        let now: Now

        /// The live API (or offline), caching in the cache directory.
        static func live(_ environment: AppEnvironment) -> Dependencies {
            Dependencies(
                components: GiveawaysComponents(
                    configuration: environment.kitConfiguration,
                    baseURL: environment.serviceURL(
                        "CLEANAPPS_GAMERPOWER_URL",
                        default: GamerPowerGiveawaysRepository.Configuration.defaultBaseURL)),
                frame: ScreenFrame(
                    terminal: environment.terminal, drainNotices: environment.notices.drain),
                urlOpener: environment.urlOpener, now: environment.now)
        }
    }

    /// The command-line name.
    public static let name = "giveaways"
    /// The menu title.
    public static let title = "Giveaways"
    /// What the app does, for the menu and the help.
    public static let summary = "free game giveaways from GamerPower"

    let dependencies: Dependencies
    private let home: any GiveawaysHomeViewModelProtocol
    private let homePlace = ListPlace<String>()
    private let more: any MoreGiveawaysViewModelProtocol
    private let morePlace = ListPlace<Never>()

    /// The feature on the live API (or offline).
    public init(environment: AppEnvironment) {
        self.init(dependencies: .live(environment))
    }

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
        home = dependencies.components.makeHomeViewModel()
        more = dependencies.components.makeMoreViewModel()
    }

    /// The coordinator that runs the Giveaways screens.
    public func makeCoordinator() -> any Coordinator {
        GiveawaysCoordinator(factory: Self(dependencies: dependencies))
    }

    /// Runs `cleanapps giveaways COMMAND …` and returns its exit code.
    public func runCommand(_ arguments: [String]) async -> ExitCode {
        await GiveawaysCommands(
            repository: dependencies.components.repository,
            favorites: dependencies.components.favorites,
            seen: dependencies.components.seen, terminal: dependencies.frame.terminal,
            now: dependencies.now
        ).run(arguments)
    }

    /// The favourites' ids: the stored ones, so completion never waits on the network.
    public func completionIDs() async -> [String] {
        ((try? await dependencies.components.favorites.favorites()) ?? []).map { String($0.id) }
    }

    func makeHomeScreen() -> any Screen<GiveawaysHomeScreen.Outcome> {
        GiveawaysHomeScreen(viewModel: home, frame: dependencies.frame, place: homePlace)
    }

    func makeDetailsScreen(id: Int) -> any Screen<GiveawayDetailsScreen.Outcome> {
        GiveawayDetailsScreen(
            viewModel: dependencies.components.makeDetailsViewModel(id: id),
            frame: dependencies.frame, urlOpener: dependencies.urlOpener)
    }

    func makeMoreScreen() -> any Screen<MoreGiveawaysScreen.Outcome> {
        MoreGiveawaysScreen(viewModel: more, frame: dependencies.frame, place: morePlace)
    }

    func makeFavoritesScreen() -> any Screen<ListOutcome<Int>> {
        LoadedListScreen(
            removing: dependencies.components.makeFavoritesViewModel(),
            design: .favoriteGiveaways, frame: dependencies.frame)
    }
}
