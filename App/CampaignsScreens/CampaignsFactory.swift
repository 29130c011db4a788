import CampaignsData
import CampaignsDomain
import CampaignsKit
import CampaignsPresentation
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import Foundation
import TextCommands
import TextScreens

/// Makes the Campaigns screens, each with its view model and use cases; the coordinator
/// sees only this, so its tests can hand it screens with fixed outcomes.
@MainActor
protocol CampaignsScreenFactory {
    /// The list, with `message` under it when it is first drawn.
    func makeListScreen(message: String?) -> any Screen<CampaignsListScreen.Outcome>
    func makeFormScreen(campaign: Campaign?) -> any Screen<CampaignFormScreen.Outcome>
}

/// The Campaigns app as the main menu and the command line see it, and the maker of its
/// screens over the feature's kit.
@MainActor
public struct CampaignsFactory: AppFeature, CampaignsScreenFactory {
    /// What the feature needs from the composition root; also serves the scriptable commands.
    @MainActor
    struct Dependencies {
        /// The clients, use cases and view models.
        let components: CampaignsComponents
        let frame: ScreenFrame
        /// Draws posters as pixels for the terminal preview.
        var posterImages = PNGPosterRenderer()

        /// `campaigns.json`, `photos/` and `posters/` in the data directory, and the jar
        /// handler named by ``CampaignsFactory/monobankVariable``.
        static func live(_ environment: AppEnvironment) -> Dependencies {
            Dependencies(
                components: CampaignsComponents(
                    configuration: environment.kitConfiguration,
                    jarEndpoint: jarEndpoint(environment),
                    posterPixelsPerUnit: environment.posterPixelsPerUnit),
                frame: ScreenFrame(
                    terminal: environment.terminal, drainNotices: environment.notices.drain))
        }

        /// The jar handler named by `CLEANAPPS_MONOBANK_URL`, or monobank's own; a bad value
        /// is reported once on the notice board.
        private static func jarEndpoint(_ environment: AppEnvironment) -> URL? {
            let value = environment.variables[monobankVariable]
            if let endpoint = MonobankJarClient.endpoint(overriddenBy: value) { return endpoint }
            let fallback = MonobankJarClient.defaultEndpoint?.absoluteString ?? "monobank"
            environment.notices.post(
                "\(monobankVariable) is not an http(s) address, so \(fallback) is used.")
            return MonobankJarClient.defaultEndpoint
        }
    }

    /// The environment variable naming a monobank-compatible jar handler.
    static let monobankVariable = "CLEANAPPS_MONOBANK_URL"

    /// The command-line name.
    public static let name = "campaigns"
    /// The menu title.
    public static let title = "Campaigns"
    /// What the app does, for the menu and the help.
    public static let summary = "donation campaigns and their posters"

    let dependencies: Dependencies

    /// The feature over the data directory; leftovers of interrupted saves are swept when it
    /// starts (`CampaignFilesJanitor`).
    public init(environment: AppEnvironment) {
        self.init(dependencies: .live(environment))
    }

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// The coordinator that runs the Campaigns screens.
    public func makeCoordinator() -> any Coordinator {
        dependencies.components.janitor?.sweep()
        return CampaignsCoordinator(factory: self)
    }

    /// Runs `cleanapps campaigns COMMAND …` and returns its exit code.
    public func runCommand(_ arguments: [String]) async -> ExitCode {
        dependencies.components.janitor?.sweep()
        let commands = CampaignsCommands(
            dependencies: dependencies, terminal: dependencies.frame.terminal)
        return await commands.run(arguments)
    }

    /// The campaigns' row numbers, as `list` prints them.
    public func completionIDs() async -> [String] {
        let count = (try? await dependencies.components.repository.campaigns().count) ?? 0
        return (0..<count).map { String($0 + 1) }
    }

    func makeListScreen(message: String? = nil) -> any Screen<CampaignsListScreen.Outcome> {
        CampaignsListScreen(
            viewModel: dependencies.components.makeListViewModel(), frame: dependencies.frame,
            clock: dependencies.components.clock, message: message)
    }

    func makeFormScreen(campaign: Campaign?) -> any Screen<CampaignFormScreen.Outcome> {
        CampaignFormScreen(
            viewModel: dependencies.components.makeFormViewModel(campaign: campaign),
            frame: dependencies.frame,
            previewer: CampaignPosterPreviewer(
                photoStore: dependencies.components.photoStore,
                renderer: dependencies.posterImages))
    }
}
