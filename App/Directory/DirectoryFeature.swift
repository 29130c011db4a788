import CleanAppsDataCore
import DirectoryKit

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
        let components = DirectoryComponents(
            configuration: environment.kitConfiguration,
            workbookWhenNotBundled: MissingBundledWorkbook(
                reason: "the bundled workbook is missing from this installation; import one with "
                    + "cleanapps directory import FILE.xlsx."))
        factory = DirectoryFactory(
            dependencies: .init(
                components: components,
                frame: ScreenFrame(
                    terminal: environment.terminal, drainNotices: environment.notices.drain),
                urlOpener: environment.urlOpener))
        self.environment = environment
    }

    func makeCoordinator() -> any Coordinator {
        DirectoryCoordinator(factory: factory)
    }

    func runCommand(_ arguments: [String]) async -> ExitCode {
        await DirectoryCommands(
            repository: factory.dependencies.components.repository,
            bundledWorkbook: factory.dependencies.components.bundledWorkbook,
            terminal: environment.terminal,
            launch: factory.makeLaunchViewModel(), now: environment.now,
            dataDirectory: environment.paths.dataDirectory
        ).run(arguments)
    }
}
