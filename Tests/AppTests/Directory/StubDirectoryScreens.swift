import DirectoryDomain
import Testing

@testable import DirectoryScreens
@testable import TextScreens

/// Directory screens that answer with scripted outcomes and record which screens were
/// shown, so coordinator tests check navigation alone.
@MainActor
final class StubDirectoryScreens: DirectoryScreenFactory {
    /// A screen that was made and run.
    enum Shown: Equatable {
        case launch
        case home(messages: [String])
        case person(PersonID)
        case party(PartyID)
        case parties
        case committees
        case committee(CommitteeID)
        case favorites
    }

    var launchOutcomes: [DirectoryLaunchScreen.Outcome] = [.proceed(messages: [])]
    var homeOutcomes: [DirectoryHomeScreen.Outcome] = []
    var personOutcomes: [PersonDetailsScreen.Outcome] = []
    var partyOutcomes: [ListOutcome<PersonID>] = []
    var partiesOutcomes: [ListOutcome<PartyID>] = []
    var committeesOutcomes: [ListOutcome<CommitteeID>] = []
    var committeeOutcomes: [ListOutcome<PersonID>] = []
    var favoritesOutcomes: [ListOutcome<PersonID>] = []
    private(set) var shown: [Shown] = []

    func makeLaunchScreen() -> any Screen<DirectoryLaunchScreen.Outcome> {
        shown.append(.launch)
        return StubScreen.next(&launchOutcomes, or: .proceed(messages: []), screen: "launch")
    }

    func makeHomeScreen(messages: [String]) -> any Screen<DirectoryHomeScreen.Outcome> {
        shown.append(.home(messages: messages))
        return StubScreen.next(&homeOutcomes, or: .quit, screen: "home")
    }

    func makePersonScreen(id: PersonID) -> any Screen<PersonDetailsScreen.Outcome> {
        shown.append(.person(id))
        return StubScreen.next(&personOutcomes, or: .quit, screen: "person")
    }

    func makePartyScreen(id: PartyID) -> any Screen<ListOutcome<PersonID>> {
        shown.append(.party(id))
        return StubScreen.next(&partyOutcomes, or: .quit, screen: "party")
    }

    func makePartiesScreen() -> any Screen<ListOutcome<PartyID>> {
        shown.append(.parties)
        return StubScreen.next(&partiesOutcomes, or: .quit, screen: "parties")
    }

    func makeCommitteesScreen() -> any Screen<ListOutcome<CommitteeID>> {
        shown.append(.committees)
        return StubScreen.next(&committeesOutcomes, or: .quit, screen: "committees")
    }

    func makeCommitteeScreen(id: CommitteeID) -> any Screen<ListOutcome<PersonID>> {
        shown.append(.committee(id))
        return StubScreen.next(&committeeOutcomes, or: .quit, screen: "committee")
    }

    func makeFavoritesScreen() -> any Screen<ListOutcome<PersonID>> {
        shown.append(.favorites)
        return StubScreen.next(&favoritesOutcomes, or: .quit, screen: "favorites")
    }
}
