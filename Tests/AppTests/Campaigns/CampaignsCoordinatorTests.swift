import CampaignsTestSupport
import Testing

@testable import CampaignsScreens
@testable import TextScreens

@MainActor
@Suite struct CampaignsCoordinatorTests {
    private let screens = StubCampaignsScreens()

    @Test func start_listBack_leavesTheAppBackwards() async {
        screens.listOutcomes = [.back]

        let exit = await CampaignsCoordinator(factory: screens).start()

        #expect(exit == .back)
        #expect(screens.shown == [.list(message: nil)])
    }

    @Test func start_listOpensACampaign_showsItsFormThenAFreshList() async {
        let campaign = CampaignFixtures.campaign(id: 2)
        screens.listOutcomes = [.open(campaign), .back]
        screens.formOutcomes = [.back(message: nil)]

        let exit = await CampaignsCoordinator(factory: screens).start()

        #expect(exit == .back)
        #expect(
            screens.shown == [.list(message: nil), .form(campaign), .list(message: nil)])
    }

    @Test func start_listCreates_showsAnEmptyForm() async {
        screens.listOutcomes = [.create, .back]
        screens.formOutcomes = [.back(message: nil)]

        let exit = await CampaignsCoordinator(factory: screens).start()

        #expect(exit == .back)
        #expect(screens.shown == [.list(message: nil), .form(nil), .list(message: nil)])
    }

    @Test func start_formBackWithANote_showsItUnderTheNextListOnly() async {
        screens.listOutcomes = [.create, .create, .back]
        screens.formOutcomes = [.back(message: "Campaign deleted."), .back(message: nil)]

        let exit = await CampaignsCoordinator(factory: screens).start()

        #expect(exit == .back)
        #expect(
            screens.shown == [
                .list(message: nil), .form(nil), .list(message: "Campaign deleted."), .form(nil),
                .list(message: nil),
            ])
    }

    @Test func start_quitOnTheList_quits() async {
        screens.listOutcomes = [.quit]

        let exit = await CampaignsCoordinator(factory: screens).start()

        #expect(exit == .quit)
        #expect(screens.shown == [.list(message: nil)])
    }

    @Test func start_quitOnTheForm_quitsWithoutGoingBack() async {
        screens.listOutcomes = [.create]
        screens.formOutcomes = [.quit]

        let exit = await CampaignsCoordinator(factory: screens).start()

        #expect(exit == .quit)
        #expect(screens.shown == [.list(message: nil), .form(nil)])
    }
}
