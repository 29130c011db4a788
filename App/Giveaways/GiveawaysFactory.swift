import GiveawaysKit
import GiveawaysPresentation
import TerminalKit

/// Makes the Giveaways screens, each with its view model and use cases.
@MainActor
protocol GiveawaysScreenFactory {
    func makeHomeScreen() -> GiveawaysHomeScreen
    func makeDetailsScreen(id: Int) -> GiveawayDetailsScreen
    func makeMoreScreen() -> MoreGiveawaysScreen
    func makeFavoritesScreen() -> LoadedListScreen<GiveawayRow>
}

/// Makes the Giveaways screens over the kit's view models.
@MainActor
struct GiveawaysFactory: GiveawaysScreenFactory {
    /// What the feature needs from the composition root.
    struct Dependencies {
        let components: GiveawaysComponents
        let frame: ScreenFrame
        let urlOpener: any URLOpener
    }

    let dependencies: Dependencies

    func makeHomeScreen() -> GiveawaysHomeScreen {
        GiveawaysHomeScreen(
            viewModel: dependencies.components.makeHomeViewModel(), frame: dependencies.frame)
    }

    func makeDetailsScreen(id: Int) -> GiveawayDetailsScreen {
        GiveawayDetailsScreen(
            viewModel: dependencies.components.makeDetailsViewModel(id: id),
            frame: dependencies.frame, urlOpener: dependencies.urlOpener)
    }

    func makeMoreScreen() -> MoreGiveawaysScreen {
        MoreGiveawaysScreen(
            viewModel: dependencies.components.makeMoreViewModel(), frame: dependencies.frame)
    }

    func makeFavoritesScreen() -> LoadedListScreen<GiveawayRow> {
        LoadedListScreen(
            removing: dependencies.components.makeFavoritesViewModel(),
            design: .favoriteGiveaways, frame: dependencies.frame)
    }
}
