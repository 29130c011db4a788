import DirectoryDomain
import DirectoryKit
import DirectoryPresentation
import TerminalKit

/// Makes the Directory screens, each with its view model and use cases.
@MainActor
protocol DirectoryScreenFactory {
    func makeLaunchScreen() -> DirectoryLaunchScreen
    func makeHomeScreen() -> DirectoryHomeScreen
    func makePersonScreen(id: PersonID) -> PersonDetailsScreen
    func makePartyScreen(id: PartyID) -> MembersScreen<PartyDetails>
    func makePartiesScreen() -> LoadedListScreen<DirectoryPartyRow>
    func makeCommitteesScreen() -> LoadedListScreen<DirectoryCommitteeRow>
    func makeCommitteeScreen(id: CommitteeID) -> MembersScreen<CommitteeDetails>
    func makeFavoritesScreen() -> LoadedListScreen<DirectoryPersonRow>
}

/// Makes the Directory screens over the kit's view models.
@MainActor
struct DirectoryFactory: DirectoryScreenFactory {
    /// What the feature needs from the composition root.
    struct Dependencies {
        let components: DirectoryComponents
        let frame: ScreenFrame
        let urlOpener: any URLOpener
    }

    let dependencies: Dependencies

    func makeLaunchScreen() -> DirectoryLaunchScreen {
        DirectoryLaunchScreen(viewModel: makeLaunchViewModel(), frame: dependencies.frame)
    }

    /// The launch view model, also used by the scriptable commands.
    func makeLaunchViewModel() -> DirectoryLaunchViewModel {
        dependencies.components.makeLaunchViewModel()
    }

    func makeHomeScreen() -> DirectoryHomeScreen {
        DirectoryHomeScreen(
            viewModel: dependencies.components.makeHomeViewModel(), frame: dependencies.frame)
    }

    func makePersonScreen(id: PersonID) -> PersonDetailsScreen {
        PersonDetailsScreen(
            viewModel: dependencies.components.makePersonViewModel(id: id),
            frame: dependencies.frame, urlOpener: dependencies.urlOpener)
    }

    func makePartyScreen(id: PartyID) -> MembersScreen<PartyDetails> {
        MembersScreen(
            viewModel: dependencies.components.makePartyViewModel(id: id),
            design: MembersScreenDesigns.party, frame: dependencies.frame,
            urlOpener: dependencies.urlOpener)
    }

    func makePartiesScreen() -> LoadedListScreen<DirectoryPartyRow> {
        LoadedListScreen(
            viewModel: dependencies.components.makePartiesViewModel(),
            design: DirectoryListDesigns.parties, frame: dependencies.frame)
    }

    func makeCommitteesScreen() -> LoadedListScreen<DirectoryCommitteeRow> {
        LoadedListScreen(
            viewModel: dependencies.components.makeCommitteesViewModel(),
            design: DirectoryListDesigns.committees, frame: dependencies.frame)
    }

    func makeCommitteeScreen(id: CommitteeID) -> MembersScreen<CommitteeDetails> {
        MembersScreen(
            viewModel: dependencies.components.makeCommitteeViewModel(id: id),
            design: MembersScreenDesigns.committee, frame: dependencies.frame,
            urlOpener: dependencies.urlOpener)
    }

    func makeFavoritesScreen() -> LoadedListScreen<DirectoryPersonRow> {
        LoadedListScreen(
            removing: dependencies.components.makeFavoritesViewModel(),
            design: DirectoryListDesigns.favorites, frame: dependencies.frame)
    }
}
