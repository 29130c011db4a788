import Data
import Domain
import Foundation

/// The lawmakers directory as the main menu and the command line see it.
@MainActor
struct DirectoryFeature: AppFeature {
    let name = "directory"
    let title = "Directory"
    let summary = "lawmakers directory with Korean search"

    private let environment: AppEnvironment
    private let factory: DirectoryFactory

    /// The feature over `directory.json` in the data directory and the bundled workbook,
    /// whose version is cached in the cache directory.
    init(environment: AppEnvironment) {
        let repository = StoredDirectoryRepository(
            directory: environment.paths.dataDirectory, notices: environment.notices,
            now: environment.now)
        let bundled: any DirectoryWorkbookSource =
            XLSXDirectoryWorkbookSource.bundled().map {
                VersionCachingWorkbookSource(
                    source: $0,
                    cacheFile: environment.paths.cacheDirectory.appendingPathComponent(
                        "directory/bundled-version.json"))
            } ?? MissingBundledWorkbook()
        factory = DirectoryFactory(
            dependencies: .init(
                repository: repository, bundledWorkbook: bundled,
                frame: ScreenFrame(
                    terminal: environment.terminal, drainNotices: environment.notices.drain),
                urlOpener: environment.urlOpener, now: environment.now))
        self.environment = environment
    }

    func makeCoordinator() -> any Coordinator {
        DirectoryCoordinator(factory: factory)
    }

    func runCommand(_ arguments: [String]) async -> ExitCode {
        await DirectoryCommands(
            repository: factory.dependencies.repository,
            bundledWorkbook: factory.dependencies.bundledWorkbook, terminal: environment.terminal,
            launch: factory.makeLaunchViewModel(), now: environment.now
        ).run(arguments)
    }
}

/// Stands in for the bundled workbook when an installation lacks it: every use says so.
private struct MissingBundledWorkbook: DirectoryWorkbookSource {
    private var error: DirectoryError {
        .unreadableWorkbook(
            "the bundled workbook is missing from this installation; import one with "
                + "cleanapps directory import FILE.xlsx.")
    }

    func version() async throws -> SemanticVersion { throw error }

    func read() async throws -> DirectoryWorkbook { throw error }
}
