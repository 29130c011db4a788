import Domain
import Presentation

/// Makes the Directory screens, each with its view model and use cases.
@MainActor
protocol DirectoryScreenFactory {
    func makeLaunchScreen() -> DirectoryLaunchScreen
    func makeHomeScreen() -> DirectoryHomeScreen
    func makePersonScreen(id: PersonID) -> PersonDetailsScreen
    func makePartyScreen(id: PartyID) -> PartyDetailsScreen
    func makePartiesScreen() -> PartiesScreen
    func makeCommitteesScreen() -> CommitteesScreen
    func makeCommitteeScreen(id: CommitteeID) -> CommitteeDetailsScreen
    func makeFavoritesScreen() -> FavoritePersonsScreen
}

/// Wires the Directory feature from the shared instances.
@MainActor
struct DirectoryFactory: DirectoryScreenFactory {
    /// What the feature needs from the composition root.
    struct Dependencies {
        let repository: any DirectoryRepository
        let bundledWorkbook: any DirectoryWorkbookSource
        let frame: ScreenFrame
        let urlOpener: any URLOpener
        let now: Now
    }

    let dependencies: Dependencies

    private var loadDirectory: LoadDirectoryUseCase {
        LoadDirectoryUseCase(repository: dependencies.repository)
    }

    private var toggleFavorite: TogglePersonFavoriteUseCase {
        TogglePersonFavoriteUseCase(repository: dependencies.repository)
    }

    func makeLaunchScreen() -> DirectoryLaunchScreen {
        DirectoryLaunchScreen(viewModel: makeLaunchViewModel(), frame: dependencies.frame)
    }

    /// The launch view model, also used by the scriptable commands.
    func makeLaunchViewModel() -> DirectoryLaunchViewModel {
        DirectoryLaunchViewModel(
            launchSync: LaunchSyncUseCase(
                repository: dependencies.repository,
                bundledWorkbook: dependencies.bundledWorkbook))
    }

    func makeHomeScreen() -> DirectoryHomeScreen {
        let viewModel = DirectoryHomeViewModel(
            dependencies: .init(
                loadDirectory: loadDirectory, toggleFavorite: toggleFavorite,
                now: dependencies.now))
        return DirectoryHomeScreen(viewModel: viewModel, frame: dependencies.frame)
    }

    func makePersonScreen(id: PersonID) -> PersonDetailsScreen {
        let viewModel = PersonDetailsViewModel(
            id: id, loadDirectory: loadDirectory, toggleFavorite: toggleFavorite)
        return PersonDetailsScreen(
            viewModel: viewModel, frame: dependencies.frame, urlOpener: dependencies.urlOpener)
    }

    func makePartyScreen(id: PartyID) -> PartyDetailsScreen {
        PartyDetailsScreen(
            viewModel: PartyDetailsViewModel(id: id, loadDirectory: loadDirectory),
            frame: dependencies.frame, urlOpener: dependencies.urlOpener)
    }

    func makePartiesScreen() -> PartiesScreen {
        PartiesScreen(
            viewModel: PartiesViewModel(loadDirectory: loadDirectory), frame: dependencies.frame)
    }

    func makeCommitteesScreen() -> CommitteesScreen {
        CommitteesScreen(
            viewModel: CommitteesViewModel(loadDirectory: loadDirectory),
            frame: dependencies.frame)
    }

    func makeCommitteeScreen(id: CommitteeID) -> CommitteeDetailsScreen {
        CommitteeDetailsScreen(
            viewModel: CommitteeDetailsViewModel(id: id, loadDirectory: loadDirectory),
            frame: dependencies.frame, urlOpener: dependencies.urlOpener)
    }

    func makeFavoritesScreen() -> FavoritePersonsScreen {
        FavoritePersonsScreen(
            viewModel: FavoritePersonsViewModel(
                loadDirectory: loadDirectory,
                setFavorite: SetPersonFavoriteUseCase(repository: dependencies.repository)),
            frame: dependencies.frame)
    }
}
