import GiveawaysKit
import GiveawaysPresentation
import TerminalKit

/// Makes the Giveaways screens, each with its view model and use cases; the coordinator
/// sees only this, so its tests can hand it screens with fixed outcomes.
@MainActor
protocol GiveawaysScreenFactory {
    func makeHomeScreen() -> any Screen<GiveawaysHomeScreen.Outcome>
    func makeDetailsScreen(id: Int) -> any Screen<GiveawayDetailsScreen.Outcome>
    func makeMoreScreen() -> any Screen<MoreGiveawaysScreen.Outcome>
    func makeFavoritesScreen() -> any Screen<ListOutcome<Int>>
}

/// Makes the Giveaways screens over the kit's view models.
///
/// NB: Home and More are made anew for each visit over one view model and one
/// ``ListPlace`` each, so tabs, search and page survive a visit to a giveaway and More's
/// nine platforms load once.
@MainActor
struct GiveawaysFactory: GiveawaysScreenFactory {
    /// What the feature needs from the composition root.
    struct Dependencies {
        let components: GiveawaysComponents
        let frame: ScreenFrame
        let urlOpener: any URLOpener
    }

    let dependencies: Dependencies
    private let home: any GiveawaysHomeViewModelProtocol
    private let homePlace = ListPlace<String>()
    private let more: any MoreGiveawaysViewModelProtocol
    private let morePlace = ListPlace<Never>()

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
        home = dependencies.components.makeHomeViewModel()
        more = dependencies.components.makeMoreViewModel()
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
