import CleanAppsCore
import CleanAppsPresentationCore
import Testing
import WaterDomain
import WaterPresentation

@testable import TextScreens
@testable import WaterScreens

@MainActor
@Suite struct WaterCoordinatorTests {
    private let screens = StubWaterScreens()

    @Test func showDestination_listOpensASource_setsDetails() async {
        screens.listOutcomes = [.openDetails("thames")]
        let coordinator = WaterCoordinator(screens: screens)

        let exit = await coordinator.showDestination()

        #expect(exit == nil)
        #expect(coordinator.destination == .details("thames"))
        #expect(screens.shown == [.list])
    }

    @Test func showDestination_listOpensTheReadme_setsReadme() async {
        screens.listOutcomes = [.openReadme]
        let coordinator = WaterCoordinator(screens: screens)

        let exit = await coordinator.showDestination()

        #expect(exit == nil)
        #expect(coordinator.destination == .readme)
    }

    @Test func showDestination_readmeDismissed_returnsToTheList() async {
        screens.readmeOutcomes = [.dismiss]
        let coordinator = WaterCoordinator(screens: screens, destination: .readme)

        let exit = await coordinator.showDestination()

        #expect(exit == nil)
        #expect(coordinator.destination == nil)
        #expect(screens.shown == [.readme])
    }

    @Test func showDestination_detailsCompleted_showsTheAlertOverThatSource() async {
        screens.detailsOutcomes = [.completed(.complete)]
        let coordinator = WaterCoordinator(screens: screens, destination: .details("ganges"))

        let exit = await coordinator.showDestination()

        #expect(exit == nil)
        #expect(coordinator.destination == .alert(.complete, sourceID: "ganges"))
    }

    @Test func showDestination_alertDismissed_returnsToThatSourcesDetails() async {
        screens.alertOutcomes = [.dismiss]
        let coordinator = WaterCoordinator(
            screens: screens, destination: .alert(.complete, sourceID: "ganges"))

        let exit = await coordinator.showDestination()

        #expect(exit == nil)
        #expect(coordinator.destination == .details("ganges"))
        #expect(screens.shown == [.alert(.complete)])
    }

    @Test func showDestination_detailsBack_returnsToTheList() async {
        screens.detailsOutcomes = [.back]
        let coordinator = WaterCoordinator(screens: screens, destination: .details("ganges"))

        let exit = await coordinator.showDestination()

        #expect(exit == nil)
        #expect(coordinator.destination == nil)
    }

    @Test func destination_setWhileAnotherIsShown_replacesItSoOnlyOneScreenShows() async {
        screens.alertOutcomes = [.dismiss]
        let coordinator = WaterCoordinator(screens: screens, destination: .readme)

        coordinator.destination = .alert(.complete, sourceID: "thames")
        let exit = await coordinator.showDestination()

        #expect(exit == nil)
        #expect(screens.shown == [.alert(.complete)])
        #expect(coordinator.destination == .details("thames"))
    }

    @Test func showDestination_listBack_leavesTheAppBackwards() async {
        screens.listOutcomes = [.back]
        let coordinator = WaterCoordinator(screens: screens)

        let exit = await coordinator.showDestination()

        #expect(exit == .back)
    }

    @Test(arguments: [
        WaterCoordinator.Destination.readme, .details("thames"),
        .alert(.complete, sourceID: "thames"),
    ])
    func showDestination_quitAnywhere_quits(destination: WaterCoordinator.Destination) async {
        screens.readmeOutcomes = [.quit]
        screens.detailsOutcomes = [.quit]
        screens.alertOutcomes = [.quit]
        let coordinator = WaterCoordinator(screens: screens, destination: destination)

        let exit = await coordinator.showDestination()

        #expect(exit == .quit)
        #expect(coordinator.destination == destination)
    }

    @Test func start_cleanToCompletionAndBack_walksTheDestinationsInOrder() async {
        screens.listOutcomes = [.openDetails("ganges"), .quit]
        screens.detailsOutcomes = [.completed(.complete), .back]
        screens.alertOutcomes = [.dismiss]
        let coordinator = WaterCoordinator(screens: screens)

        let exit = await coordinator.start()

        #expect(exit == .quit)
        #expect(
            screens.shown == [
                .list, .details("ganges"), .alert(.complete), .details("ganges"), .list,
            ])
    }
}
