import CleanAppsCore
import CleanAppsDataCore
import DirectoryDomain
import DirectoryKit
import DirectoryPresentation
import Foundation
import Terminal
import TextCommands
import TextScreens

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

/// The lawmakers directory as the main menu and the command line see it, and the maker of
/// its screens over the kit's view models.
///
/// NB: the member list is made anew for each visit over one view model and one
/// `ListPlace`, so grouping, search and page survive a visit to a lawmaker.
@MainActor
public struct DirectoryFactory: AppFeature, DirectoryScreenFactory {
    /// What the feature needs from the composition root.
    @MainActor
    struct Dependencies {
        let components: DirectoryComponents
        let frame: ScreenFrame
        let urlOpener: any URLOpener
        let now: Now
        /// Where an import's report of skipped cells is written.
        let dataDirectory: URL
        /// CleanApps' data and cache folders, which no `--out` file may be in.
        let ownFolders: [URL]

        /// `directory.json` in the data directory and the bundled workbook, whose version
        /// is cached in the cache directory.
        static func live(_ environment: AppEnvironment) -> Dependencies {
            Dependencies(
                components: DirectoryComponents(
                    configuration: environment.kitConfiguration,
                    workbookWhenNotBundled: MissingBundledWorkbook(
                        reason: "the bundled workbook is missing from this installation; "
                            + "import one with cleanapps directory import FILE.xlsx.")),
                frame: ScreenFrame(
                    terminal: environment.terminal, drainNotices: environment.notices.drain),
                urlOpener: environment.urlOpener, now: environment.now,
                dataDirectory: environment.paths.dataDirectory,
                ownFolders: environment.paths.ownFolders)
        }
    }

    /// The command-line name.
    public static let name = "directory"
    /// The menu title.
    public static let title = "Directory"
    /// What the app does, for the menu and the help.
    public static let summary = "lawmakers directory with Korean search"

    let dependencies: Dependencies
    private let home: any DirectoryHomeViewModelProtocol
    private let homePlace = ListPlace<DirectoryHomeScreen.Filter>()

    /// The feature on the data directory and the bundled workbook.
    public init(environment: AppEnvironment) {
        self.init(dependencies: .live(environment))
    }

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
        home = dependencies.components.makeHomeViewModel()
    }

    /// The coordinator that runs the Directory screens.
    public func makeCoordinator() -> any Coordinator {
        DirectoryCoordinator(factory: self)
    }

    /// Runs `cleanapps directory COMMAND …` and returns its exit code.
    public func runCommand(_ arguments: [String]) async -> ExitCode {
        await DirectoryCommands(
            repository: dependencies.components.repository,
            bundledWorkbook: dependencies.components.bundledWorkbook,
            terminal: dependencies.frame.terminal,
            launch: makeLaunchViewModel(), now: dependencies.now,
            dataDirectory: dependencies.dataDirectory, ownFolders: dependencies.ownFolders
        ).run(arguments)
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
            urlOpener: dependencies.urlOpener,
            email: dependencies.components.makeGroupEmailViewModel())
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
            urlOpener: dependencies.urlOpener,
            email: dependencies.components.makeGroupEmailViewModel())
    }

    func makeFavoritesScreen() -> any Screen<ListOutcome<PersonID>> {
        let email = GroupEmailPrompt(
            viewModel: dependencies.components.makeGroupEmailViewModel(),
            frame: dependencies.frame)
        return LoadedListScreen(
            removing: dependencies.components.makeFavoritesViewModel(),
            design: DirectoryListDesigns.favorites, frame: dependencies.frame,
            keys: [email.key { (.favourites, "즐겨찾기 (favourites)") }])
    }
}
