import DirectoryDomain
import Testing

@testable import DirectoryScreens
@testable import TextScreens

@MainActor
@Suite struct DirectoryCoordinatorTests {
    private let screens = StubDirectoryScreens()
    private let hong = PersonID(rawValue: "홍길동")
    private let party = PartyID(rawValue: 3)
    private let committee = CommitteeID(group: 1, number: 2)

    @Test func start_launchMessages_showOnTheFirstListOnly() async {
        screens.launchOutcomes = [.proceed(messages: ["2 lawmakers added."])]
        screens.homeOutcomes = [.openPerson(hong), .back]
        screens.personOutcomes = [.back]

        let exit = await DirectoryCoordinator(factory: screens).start()

        #expect(exit == .back)
        #expect(
            screens.shown == [
                .launch, .home(messages: ["2 lawmakers added."]), .person(hong),
                .home(messages: []),
            ])
    }

    @Test func start_personOpensTheirParty_partyOpensAMember() async {
        screens.homeOutcomes = [.openPerson(hong), .back]
        screens.personOutcomes = [.openParty(party), .back, .back]
        screens.partyOutcomes = [.open(hong), .back]

        let exit = await DirectoryCoordinator(factory: screens).start()

        #expect(exit == .back)
        #expect(
            screens.shown == [
                .launch, .home(messages: []), .person(hong), .party(party), .person(hong),
                .party(party), .person(hong), .home(messages: []),
            ])
    }

    @Test func start_partiesOpensAParty_backReturnsToParties() async {
        screens.homeOutcomes = [.openParties, .back]
        screens.partiesOutcomes = [.open(party), .back]
        screens.partyOutcomes = [.back]

        let exit = await DirectoryCoordinator(factory: screens).start()

        #expect(exit == .back)
        #expect(
            screens.shown == [
                .launch, .home(messages: []), .parties, .party(party), .parties,
                .home(messages: []),
            ])
    }

    @Test func start_committeesOpensACommitteeAndAMember_backWalksTheStack() async {
        screens.homeOutcomes = [.openCommittees, .back]
        screens.committeesOutcomes = [.open(committee), .back]
        screens.committeeOutcomes = [.open(hong), .back]
        screens.personOutcomes = [.back]

        let exit = await DirectoryCoordinator(factory: screens).start()

        #expect(exit == .back)
        #expect(
            screens.shown == [
                .launch, .home(messages: []), .committees, .committee(committee), .person(hong),
                .committee(committee), .committees, .home(messages: []),
            ])
    }

    @Test func start_favoritesOpensAPerson_backReturnsToFavorites() async {
        screens.homeOutcomes = [.openFavorites, .back]
        screens.favoritesOutcomes = [.open(hong), .back]
        screens.personOutcomes = [.back]

        let exit = await DirectoryCoordinator(factory: screens).start()

        #expect(exit == .back)
        #expect(
            screens.shown == [
                .launch, .home(messages: []), .favorites, .person(hong), .favorites,
                .home(messages: []),
            ])
    }

    @Test func start_quitOnTheList_quits() async {
        screens.homeOutcomes = [.quit]

        let exit = await DirectoryCoordinator(factory: screens).start()

        #expect(exit == .quit)
        #expect(screens.shown == [.launch, .home(messages: [])])
    }

    @Test func start_quitOnAnyScreenAbove_quits() async {
        screens.launchOutcomes = Array(repeating: .proceed(messages: []), count: 4)
        screens.homeOutcomes = [.openParties, .openCommittees, .openFavorites, .openPerson(hong)]
        screens.partiesOutcomes = [.open(party)]
        screens.partyOutcomes = [.quit]
        screens.committeesOutcomes = [.open(committee)]
        screens.committeeOutcomes = [.quit]
        screens.favoritesOutcomes = [.quit]
        screens.personOutcomes = [.quit]
        let coordinators = (0..<4).map { _ in DirectoryCoordinator(factory: screens) }

        var exits: [CoordinatorExit] = []
        for coordinator in coordinators { exits.append(await coordinator.start()) }

        #expect(exits == [.quit, .quit, .quit, .quit])
        #expect(
            screens.shown == [
                .launch, .home(messages: []), .parties, .party(party),
                .launch, .home(messages: []), .committees, .committee(committee),
                .launch, .home(messages: []), .favorites,
                .launch, .home(messages: []), .person(hong),
            ])
    }
}
