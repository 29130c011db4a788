import Testing

@testable import GiveawaysScreens
@testable import TextScreens

/// Giveaways screens that answer with scripted outcomes and record which screens were
/// shown, so coordinator tests check navigation alone.
@MainActor
final class StubGiveawaysScreens: GiveawaysScreenFactory {
    /// A screen that was made and run.
    enum Shown: Equatable {
        case home
        case details(Int)
        case more
        case favorites
    }

    var homeOutcomes: [GiveawaysHomeScreen.Outcome] = []
    var detailsOutcomes: [GiveawayDetailsScreen.Outcome] = []
    var moreOutcomes: [MoreGiveawaysScreen.Outcome] = []
    var favoritesOutcomes: [ListOutcome<Int>] = []
    private(set) var shown: [Shown] = []

    func makeHomeScreen() -> any Screen<GiveawaysHomeScreen.Outcome> {
        shown.append(.home)
        return StubScreen.next(&homeOutcomes, or: .quit, screen: "home")
    }

    func makeDetailsScreen(id: Int) -> any Screen<GiveawayDetailsScreen.Outcome> {
        shown.append(.details(id))
        return StubScreen.next(&detailsOutcomes, or: .quit, screen: "details")
    }

    func makeMoreScreen() -> any Screen<MoreGiveawaysScreen.Outcome> {
        shown.append(.more)
        return StubScreen.next(&moreOutcomes, or: .quit, screen: "more")
    }

    func makeFavoritesScreen() -> any Screen<ListOutcome<Int>> {
        shown.append(.favorites)
        return StubScreen.next(&favoritesOutcomes, or: .quit, screen: "favorites")
    }
}
