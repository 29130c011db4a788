import CampaignsData
import CampaignsDomain
import CampaignsKit
import CleanAppsCore
import CleanAppsDataCore
import Foundation

/// The Campaigns app as the main menu and the command line see it.
@MainActor
struct CampaignsFeature: AppFeature {
    let name = "campaigns"
    let title = "Campaigns"
    let summary = "donation campaigns and their posters"

    /// The environment variable naming a monobank-compatible jar handler.
    static let monobankVariable = "CLEANAPPS_MONOBANK_URL"

    private let dependencies: CampaignsFactory.Dependencies
    private let environment: AppEnvironment

    /// The feature over `campaigns.json`, `photos/` and `posters/` in the data directory;
    /// leftovers of interrupted saves are swept when it starts (``CampaignFilesJanitor``).
    init(environment: AppEnvironment) {
        dependencies = CampaignsFactory.Dependencies(
            components: CampaignsComponents(
                configuration: environment.kitConfiguration,
                jarEndpoint: Self.jarEndpoint(environment),
                posterPixelsPerUnit: environment.posterPixelsPerUnit),
            frame: ScreenFrame(
                terminal: environment.terminal, drainNotices: environment.notices.drain))
        self.environment = environment
    }

    func makeCoordinator() -> any Coordinator {
        dependencies.components.janitor?.sweep()
        return CampaignsCoordinator(factory: CampaignsFactory(dependencies: dependencies))
    }

    func runCommand(_ arguments: [String]) async -> ExitCode {
        dependencies.components.janitor?.sweep()
        return await CampaignsCommands(dependencies: dependencies, terminal: environment.terminal)
            .run(
                arguments)
    }

    /// The jar handler named by `CLEANAPPS_MONOBANK_URL`, or monobank's own; a bad value is
    /// reported once on the notice board.
    /// The campaigns' row numbers, as `list` prints them.
    func completionIDs() async -> [String] {
        let count = (try? await dependencies.components.repository.campaigns().count) ?? 0
        return (0..<count).map { String($0 + 1) }
    }

    private static func jarEndpoint(_ environment: AppEnvironment) -> URL? {
        let value = environment.variables[monobankVariable]
        if let endpoint = MonobankJarClient.endpoint(overriddenBy: value) { return endpoint }
        let fallback = MonobankJarClient.defaultEndpoint?.absoluteString ?? "monobank"
        environment.notices.post(
            "\(monobankVariable) is not an http(s) address, so \(fallback) is used.")
        return MonobankJarClient.defaultEndpoint
    }
}
