import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import DirectoryData
import DirectoryDomain
import DirectoryPresentation
import Foundation
import Spreadsheet

/// The Directory feature wired and ready: the store (`directory.json` in the data folder), the
/// bundled workbook wrapped in ``DirectoryData/VersionCachingWorkbookSource`` (its version cached
/// in `<cache>/directory/bundled-version.json`, which makes the launch check about 100× faster),
/// and view models for every screen.
@MainActor
public struct DirectoryComponents {
    /// The saved directory.
    public let repository: any DirectoryRepository
    /// The bundled workbook (or `workbookWhenNotBundled` when the installation lacks it).
    public let bundledWorkbook: any DirectoryWorkbookSource
    private let now: Now
    /// CleanApps' data and cache folders, which no draft the user names may be written in.
    private let ownFolders: [URL]

    /// Wires the feature on `configuration`; `workbookWhenNotBundled` stands in for a missing
    /// bundled workbook (by default every use throws
    /// ``DirectoryDomain/DirectoryError/unreadableWorkbook(_:)``).
    public init(
        configuration: KitConfiguration,
        workbookWhenNotBundled: any DirectoryWorkbookSource = MissingBundledWorkbook()
    ) {
        let bundledWorkbook =
            XLSXDirectoryWorkbookSource.bundled().map {
                VersionCachingWorkbookSource(
                    source: $0,
                    cacheFile: configuration.paths.cacheDirectory.appendingPathComponent(
                        "directory/bundled-version.json"))
            } ?? workbookWhenNotBundled
        self.init(
            repository: StoredDirectoryRepository(
                directory: configuration.paths.dataDirectory, notices: configuration.notices,
                now: configuration.now),
            bundledWorkbook: bundledWorkbook, now: configuration.now,
            ownFolders: configuration.paths.ownFolders)
    }

    /// Wires the feature over this store and workbook (a test passes its doubles, such as
    /// `InMemoryDirectoryRepository` and `DirectoryWorkbookSourceSpy` from
    /// DirectoryTestSupport); no e-mail draft is written in `ownFolders`.
    public init(
        repository: any DirectoryRepository, bundledWorkbook: any DirectoryWorkbookSource,
        now: @escaping Now = { Date() }, ownFolders: [URL] = []
    ) {
        self.repository = repository
        self.bundledWorkbook = bundledWorkbook
        self.now = now
        self.ownFolders = ownFolders
    }

    private var loadDirectory: LoadDirectoryUseCase {
        LoadDirectoryUseCase(repository: repository)
    }

    private var toggleFavorite: TogglePersonFavoriteUseCase {
        TogglePersonFavoriteUseCase(repository: repository)
    }

    /// The launch check: imports the bundled workbook when it is newer than the saved one.
    public func makeLaunchViewModel() -> DirectoryLaunchViewModel {
        DirectoryLaunchViewModel(
            launchSync: LaunchSyncUseCase(repository: repository, bundledWorkbook: bundledWorkbook))
    }

    /// The searchable list of lawmakers.
    public func makeHomeViewModel() -> DirectoryHomeViewModel {
        DirectoryHomeViewModel(
            dependencies: .init(
                loadDirectory: loadDirectory, toggleFavorite: toggleFavorite, now: now))
    }

    /// One person.
    public func makePersonViewModel(id: PersonID) -> PersonDetailsViewModel {
        PersonDetailsViewModel(id: id, loadDirectory: loadDirectory, toggleFavorite: toggleFavorite)
    }

    /// One party.
    public func makePartyViewModel(id: PartyID) -> LoadingViewModel<PartyDetails> {
        .party(id, loadDirectory: loadDirectory)
    }

    /// The parties.
    public func makePartiesViewModel() -> LoadingViewModel<[DirectoryPartyRow]> {
        .parties(loadDirectory: loadDirectory)
    }

    /// The committee list's view model.
    public func makeCommitteesViewModel() -> LoadingViewModel<[DirectoryCommitteeRow]> {
        .committees(loadDirectory: loadDirectory)
    }

    /// The view model of the committee or bill `id`.
    public func makeCommitteeViewModel(id: CommitteeID) -> LoadingViewModel<CommitteeDetails> {
        .committee(id, loadDirectory: loadDirectory)
    }

    /// The favourite persons.
    public func makeFavoritesViewModel() -> RemovableListViewModel<DirectoryPersonRow> {
        .favoritePersons(
            loadDirectory: loadDirectory,
            setFavorite: SetPersonFavoriteUseCase(repository: repository))
    }
}

extension DirectoryComponents {
    /// The e-mail draft to a group (`m` on a committee, a party or the favourites), written
    /// as `directory email --out` writes it.
    public func makeGroupEmailViewModel() -> GroupEmailViewModel {
        GroupEmailViewModel(
            loadDirectory: loadDirectory, files: EmlDraftFiles(ownFolders: ownFolders), now: now)
    }
}

/// The `.eml` drafts the user names, by `directory email --out`'s rule (``DirectoryData/EmlDraftFile``):
/// a relative path is in the current folder, `~` is the home folder.
struct EmlDraftFiles: MailDraftFiles {
    let ownFolders: [URL]

    func check(_ path: String, replacing: Bool) throws -> String {
        let file = NamedOutputFile.url(forArgument: path)
        try EmlDraftFile(file: file, replacing: replacing, ownFolders: ownFolders).check()
        return file.path
    }

    func writer(_ path: String, replacing: Bool) -> any MailDraftWriter {
        EmlDraftFile(
            file: NamedOutputFile.url(forArgument: path), replacing: replacing,
            ownFolders: ownFolders)
    }
}

/// Stands in for the bundled workbook when an installation lacks it: every use throws
/// ``DirectoryDomain/DirectoryError/unreadableWorkbook(_:)`` with `reason`.
public struct MissingBundledWorkbook: DirectoryWorkbookSource {
    private let reason: String

    /// A stand-in whose error gives `reason`.
    public init(reason: String = "the bundled workbook is missing from this installation.") {
        self.reason = reason
    }

    /// Always throws.
    public func version() async throws -> SemanticVersion {
        throw DirectoryError.unreadableWorkbook(reason)
    }

    /// Always throws.
    public func read() async throws -> DirectoryWorkbook {
        throw DirectoryError.unreadableWorkbook(reason)
    }
}
