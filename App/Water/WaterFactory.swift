import CleanAppsDataCore
import WaterDomain
import WaterKit
import WaterPresentation

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
            let components = WaterComponents(configuration: environment.kitConfiguration)
            return Dependencies(
                sources: components.sources, authors: components.authors,
                frame: frame(environment))
        }

        /// Three sources in memory and "Johnny Appleseed": nothing is read or written.
        static func preview(_ environment: AppEnvironment) -> Dependencies {
            let components = WaterComponents(
                configuration: environment.kitConfiguration, preview: true)
            return Dependencies(
                sources: components.sources, authors: components.authors,
                frame: frame(environment))
        }

        private static func frame(_ environment: AppEnvironment) -> ScreenFrame {
            ScreenFrame(terminal: environment.terminal, drainNotices: environment.notices.drain)
        }
    }

    let dependencies: Dependencies

    private var components: WaterComponents {
        WaterComponents(sources: dependencies.sources, authors: dependencies.authors)
    }

    func makeCoordinator() -> WaterCoordinator {
        WaterCoordinator(screens: self)
    }

    func makeCommands() -> WaterCommands {
        WaterCommands(sources: dependencies.sources, terminal: dependencies.frame.terminal)
    }

    func makeListScreen() -> any Screen<WaterListScreen.Outcome> {
        WaterListScreen(viewModel: components.makeSourcesViewModel(), frame: dependencies.frame)
    }

    func makeDetailsScreen(id: WaterSource.ID) -> any Screen<WaterDetailsScreen.Outcome> {
        WaterDetailsScreen(
            viewModel: components.makeDetailsViewModel(id: id), frame: dependencies.frame)
    }

    func makeReadmeScreen() -> any Screen<WaterReadmeScreen.Outcome> {
        WaterReadmeScreen(viewModel: components.makeReadmeViewModel(), frame: dependencies.frame)
    }

    func makeAlertScreen(_ alert: SanitizationAlert) -> any Screen<WaterAlertScreen.Outcome> {
        WaterAlertScreen(alert: alert, frame: dependencies.frame)
    }
}
