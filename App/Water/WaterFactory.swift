import Data
import Domain
import Presentation

/// Wires the Water feature: screens with their view models and use cases, the coordinator
/// and the scriptable commands, all on one set of dependencies (live or preview).
@MainActor
struct WaterFactory: WaterScreenFactory {
    /// What the feature needs from the outside world.
    @MainActor
    struct Dependencies {
        let sources: any WaterSourcesClient
        let authors: any AuthorClient
        let frame: ScreenFrame

        /// The sources in `water.json` in the data directory and the bundled author.
        static func live(_ environment: AppEnvironment) -> Dependencies {
            Dependencies(
                sources: StoredWaterSourcesClient(
                    directory: environment.paths.dataDirectory, notices: environment.notices,
                    now: environment.now),
                authors: BundledAuthorClient(), frame: frame(environment))
        }

        /// Three sources in memory and "Johnny Appleseed": nothing is read or written.
        static func preview(_ environment: AppEnvironment) -> Dependencies {
            Dependencies(
                sources: PreviewWaterSourcesClient(), authors: PreviewAuthorClient(),
                frame: frame(environment))
        }

        private static func frame(_ environment: AppEnvironment) -> ScreenFrame {
            ScreenFrame(terminal: environment.terminal, drainNotices: environment.notices.drain)
        }
    }

    let dependencies: Dependencies

    func makeCoordinator() -> WaterCoordinator {
        WaterCoordinator(screens: self)
    }

    func makeCommands() -> WaterCommands {
        WaterCommands(sources: dependencies.sources, terminal: dependencies.frame.terminal)
    }

    func makeListScreen() -> any WaterScreen<WaterListScreen.Outcome> {
        let viewModel = WaterSourcesViewModel(
            dependencies: .init(loadSources: LoadWaterSourcesUseCase(sources: dependencies.sources))
        )
        return WaterListScreen(viewModel: viewModel, frame: dependencies.frame)
    }

    func makeDetailsScreen(id: WaterSource.ID) -> any WaterScreen<WaterDetailsScreen.Outcome> {
        let viewModel = WaterDetailsViewModel(
            id: id,
            dependencies: .init(
                findSource: FindWaterSourceUseCase(sources: dependencies.sources),
                cleanSource: CleanWaterSourceUseCase(sources: dependencies.sources)))
        return WaterDetailsScreen(viewModel: viewModel, frame: dependencies.frame)
    }

    func makeReadmeScreen() -> any WaterScreen<WaterReadmeScreen.Outcome> {
        let viewModel = WaterReadmeViewModel(
            dependencies: .init(loadAuthor: LoadAuthorUseCase(authors: dependencies.authors)))
        return WaterReadmeScreen(viewModel: viewModel, frame: dependencies.frame)
    }

    func makeAlertScreen(_ alert: SanitizationAlert) -> any WaterScreen<WaterAlertScreen.Outcome> {
        WaterAlertScreen(alert: alert, frame: dependencies.frame)
    }
}
