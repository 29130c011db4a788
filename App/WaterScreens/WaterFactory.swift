import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import TerminalKit
import TextCommands
import TextScreens
import WaterDomain
import WaterKit
import WaterPresentation

/// Makes the Water screens, each with its view model and use cases; the coordinator sees
/// only this, so its tests can hand it screens with fixed outcomes.
@MainActor
protocol WaterScreenFactory {
    func makeListScreen() -> any Screen<WaterListScreen.Outcome>
    func makeDetailsScreen(id: WaterSource.ID) -> any Screen<WaterDetailsScreen.Outcome>
    func makeReadmeScreen() -> any Screen<WaterReadmeScreen.Outcome>
    func makeAlertScreen(_ alert: SanitizationAlert) -> any Screen<WaterAlertScreen.Outcome>
}

/// The Water app as the main menu and the command line see it, and the maker of its screens
/// (each with its view model and use cases), coordinator and scriptable commands, all on one
/// set of dependencies (live or preview).
///
/// `cleanapps water` opens the screens; `cleanapps water --preview …` runs the screens or a
/// command on the preview dependencies, so nothing is written.
@MainActor
public struct WaterFactory: AppFeature, WaterScreenFactory {
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

    /// The command-line name.
    public static let name = "water"
    /// The menu title.
    public static let title = "Water"
    /// What the app does, for the menu and the help.
    public static let summary = "clean contaminated water sources step by step"

    let dependencies: Dependencies
    /// What `--preview` runs on.
    private let previewDependencies: Dependencies

    /// The feature on the live store, with the preview one flag away.
    public init(environment: AppEnvironment) {
        self.init(dependencies: .live(environment), preview: .preview(environment))
    }

    /// The feature on `dependencies`; `--preview` runs on `preview` (on `dependencies` when nil).
    init(dependencies: Dependencies, preview: Dependencies? = nil) {
        self.dependencies = dependencies
        previewDependencies = preview ?? dependencies
    }

    private var components: WaterComponents {
        WaterComponents(sources: dependencies.sources, authors: dependencies.authors)
    }

    /// The coordinator that runs the Water screens.
    public func makeCoordinator() -> any Coordinator {
        WaterCoordinator(screens: self)
    }

    /// Runs `cleanapps water COMMAND …` and returns its exit code.
    public func runCommand(_ arguments: [String]) async -> ExitCode {
        let isPreview = arguments.contains(WaterCommands.previewFlag)
        let factory = isPreview ? Self(dependencies: previewDependencies) : self
        let rest = arguments.filter { $0 != WaterCommands.previewFlag }
        guard !rest.isEmpty else {
            _ = await factory.makeCoordinator().start()
            return .ok
        }
        return await factory.makeCommands().run(rest)
    }

    /// The stored sources' ids.
    public func completionIDs() async -> [String] {
        let sources = try? await dependencies.sources.load()
        return (sources ?? []).map(\.id.rawValue)
    }

    private func makeCommands() -> WaterCommands {
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
