import DirectoryDomain
import DirectoryKit
import DirectoryPresentation
import TerminalKit

/// Makes the Directory screens, each with its view model and use cases; the coordinator
/// sees only this, so its tests can hand it screens with fixed outcomes.
@MainActor
protocol DirectoryScreenFactory {
    func makeLaunchScreen() -> any Screen<DirectoryLaunchScreen.Outcome>
    /// The member list, with `messages` (e.g. what a sync changed) at its first drawing.
    func makeHomeScreen(messages: [String]) -> any Screen<DirectoryHomeScreen.Outcome>
    func makePersonScreen(id: PersonID) -> any Screen<PersonDetailsScreen.Outcome>
    func makePartyScreen(id: PartyID) -> any Screen<ListOutcome<PersonID>>
    func makePartiesScreen() -> any Screen<ListOutcome<PartyID>>
    func makeCommitteesScreen() -> any Screen<ListOutcome<CommitteeID>>
    func makeCommitteeScreen(id: CommitteeID) -> any Screen<ListOutcome<PersonID>>
    func makeFavoritesScreen() -> any Screen<ListOutcome<PersonID>>
}

/// Makes the Directory screens over the kit's view models.
///
/// NB: the member list is made anew for each visit over one view model and one
/// ``ListPlace``, so grouping, search and page survive a visit to a lawmaker.
@MainActor
struct DirectoryFactory: DirectoryScreenFactory {
    /// What the feature needs from the composition root.
    struct Dependencies {
        let components: DirectoryComponents
        let frame: ScreenFrame
        let urlOpener: any URLOpener
    }

    let dependencies: Dependencies
    private let home: any DirectoryHomeViewModelProtocol
    private let homePlace = ListPlace<DirectoryHomeScreen.Filter>()

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
        home = dependencies.components.makeHomeViewModel()
    }

    func makeLaunchScreen() -> any Screen<DirectoryLaunchScreen.Outcome> {
        DirectoryLaunchScreen(viewModel: makeLaunchViewModel(), frame: dependencies.frame)
    }

    /// The launch view model, also used by the scriptable commands.
    func makeLaunchViewModel() -> DirectoryLaunchViewModel {
        dependencies.components.makeLaunchViewModel()
    }

    func makeHomeScreen(messages: [String]) -> any Screen<DirectoryHomeScreen.Outcome> {
        DirectoryHomeScreen(
            viewModel: home, frame: dependencies.frame, place: homePlace, messages: messages)
    }

    func makePersonScreen(id: PersonID) -> any Screen<PersonDetailsScreen.Outcome> {
        PersonDetailsScreen(
            viewModel: dependencies.components.makePersonViewModel(id: id),
            frame: dependencies.frame, urlOpener: dependencies.urlOpener)
    }

    func makePartyScreen(id: PartyID) -> any Screen<ListOutcome<PersonID>> {
        MembersScreen(
            viewModel: dependencies.components.makePartyViewModel(id: id),
            design: MembersScreenDesigns.party, frame: dependencies.frame,
            urlOpener: dependencies.urlOpener)
    }

    func makePartiesScreen() -> any Screen<ListOutcome<PartyID>> {
        LoadedListScreen(
            viewModel: dependencies.components.makePartiesViewModel(),
            design: DirectoryListDesigns.parties, frame: dependencies.frame)
    }

    func makeCommitteesScreen() -> any Screen<ListOutcome<CommitteeID>> {
        LoadedListScreen(
            viewModel: dependencies.components.makeCommitteesViewModel(),
            design: DirectoryListDesigns.committees, frame: dependencies.frame)
    }

    func makeCommitteeScreen(id: CommitteeID) -> any Screen<ListOutcome<PersonID>> {
        MembersScreen(
            viewModel: dependencies.components.makeCommitteeViewModel(id: id),
            design: MembersScreenDesigns.committee, frame: dependencies.frame,
            urlOpener: dependencies.urlOpener)
    }

    func makeFavoritesScreen() -> any Screen<ListOutcome<PersonID>> {
        LoadedListScreen(
            removing: dependencies.components.makeFavoritesViewModel(),
            design: DirectoryListDesigns.favorites, frame: dependencies.frame)
    }
}
