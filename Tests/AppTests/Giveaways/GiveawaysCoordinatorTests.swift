import Testing

@testable import GiveawaysScreens
@testable import TextScreens

@MainActor
@Suite struct GiveawaysCoordinatorTests {
    private let screens = StubGiveawaysScreens()

    @Test func start_homeBack_leavesTheAppBackwards() async {
        screens.homeOutcomes = [.back]

        let exit = await GiveawaysCoordinator(factory: screens).start()

        #expect(exit == .back)
        #expect(screens.shown == [.home])
    }

    @Test func start_homeOpensAGiveawayThenBack_returnsHome() async {
        screens.homeOutcomes = [.openDetails(id: 7), .back]
        screens.detailsOutcomes = [.back]

        let exit = await GiveawaysCoordinator(factory: screens).start()

        #expect(exit == .back)
        #expect(screens.shown == [.home, .details(7), .home])
    }

    @Test func start_moreOpensAGiveawayThenBack_returnsToMoreThenHome() async {
        screens.homeOutcomes = [.openMore, .back]
        screens.moreOutcomes = [.openDetails(id: 3), .back]
        screens.detailsOutcomes = [.back]

        let exit = await GiveawaysCoordinator(factory: screens).start()

        #expect(exit == .back)
        #expect(screens.shown == [.home, .more, .details(3), .more, .home])
    }

    @Test func start_favoritesOpensAGiveawayThenBack_returnsToFavoritesThenHome() async {
        screens.homeOutcomes = [.openFavorites, .back]
        screens.favoritesOutcomes = [.open(5), .back]
        screens.detailsOutcomes = [.back]

        let exit = await GiveawaysCoordinator(factory: screens).start()

        #expect(exit == .back)
        #expect(screens.shown == [.home, .favorites, .details(5), .favorites, .home])
    }

    @Test func start_quitOnHome_quits() async {
        screens.homeOutcomes = [.quit]

        let exit = await GiveawaysCoordinator(factory: screens).start()

        #expect(exit == .quit)
        #expect(screens.shown == [.home])
    }

    @Test func start_quitOnDetails_quitsWithoutGoingBack() async {
        screens.homeOutcomes = [.openDetails(id: 1)]
        screens.detailsOutcomes = [.quit]

        let exit = await GiveawaysCoordinator(factory: screens).start()

        #expect(exit == .quit)
        #expect(screens.shown == [.home, .details(1)])
    }

    @Test func start_quitOnMore_quits() async {
        screens.homeOutcomes = [.openMore]
        screens.moreOutcomes = [.quit]

        let exit = await GiveawaysCoordinator(factory: screens).start()

        #expect(exit == .quit)
        #expect(screens.shown == [.home, .more])
    }

    @Test func start_quitOnFavorites_quits() async {
        screens.homeOutcomes = [.openFavorites]
        screens.favoritesOutcomes = [.quit]

        let exit = await GiveawaysCoordinator(factory: screens).start()

        #expect(exit == .quit)
        #expect(screens.shown == [.home, .favorites])
    }
}
