import TerminalKit
import WaterDomain

/// The Water app as the main menu and the command line see it.
///
/// `cleanapps water` opens the screens; `cleanapps water --preview …` runs the screens or a
/// command on the preview dependencies, so nothing is written.
@MainActor
struct WaterFeature: AppFeature {
    let name = "water"
    let title = "Water"
    let summary = "clean contaminated water sources step by step"

    private let environment: AppEnvironment

    init(environment: AppEnvironment) {
        self.environment = environment
    }

    func makeCoordinator() -> any Coordinator {
        WaterFactory(dependencies: .live(environment)).makeCoordinator()
    }

    func runCommand(_ arguments: [String]) async -> ExitCode {
        let isPreview = arguments.contains(WaterCommands.previewFlag)
        let factory = WaterFactory(
            dependencies: isPreview ? .preview(environment) : .live(environment))
        let rest = arguments.filter { $0 != WaterCommands.previewFlag }
        guard !rest.isEmpty else {
            _ = await factory.makeCoordinator().start()
            return .ok
        }
        return await factory.makeCommands().run(rest)
    }

    /// The stored sources' ids.
    func completionIDs() async -> [String] {
        let sources = try? await WaterFactory.Dependencies.live(environment).sources.load()
        return (sources ?? []).map(\.id.rawValue)
    }
}
