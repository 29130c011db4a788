import CampaignsPresentation
import CleanAppsCore
import CleanAppsDataCore
import DirectoryDomain
import Foundation
import MarketingData
import MarketingDomain
import MarketingKit

/// The Marketing app as the main menu and the command line see it.
@MainActor
struct MarketingFeature: AppFeature {
    let name = "marketing"
    let title = "Marketing"
    let summary = "pick marketing packages, e-mail the selection"

    private let environment: AppEnvironment

    /// The feature over the shared environment; nothing is read or built until it is used.
    init(environment: AppEnvironment) {
        self.environment = environment
    }

    func makeCoordinator() -> any Coordinator {
        makeCoordinator(email: MarketingEmailOptions())
    }

    /// Runs a command, or the screens when only the app-level options (`--to`, `--out`,
    /// `--force`) are given.
    func runCommand(_ arguments: [String]) async -> ExitCode {
        let commands = MarketingCommands(
            repository: makeComponents().repository, terminal: environment.terminal,
            isOffline: environment.isOffline, paths: environment.paths,
            timeZone: timeZone, now: environment.now)
        guard let first = arguments.first, first.hasPrefix("-"), first != "--help", first != "-h"
        else { return await commands.run(arguments) }
        do {
            let email = try MarketingEmailOptions.parse(
                arguments, ownFolders: environment.paths.ownFolders)
            _ = await makeCoordinator(email: email).start()
            return .ok
        } catch {
            let dispatcher = CommandDispatcher(
                app: MarketingCommands.description, terminal: environment.terminal)
            return dispatcher.report(error, command: nil)
        }
    }

    /// The coordinator of the screens, resuming the saved selection.
    private func makeCoordinator(email: MarketingEmailOptions) -> MarketingCoordinator {
        let components = makeComponents()
        let progress = components.loadProgress()
        if let notice = Self.resumeNotice(progress) { environment.notices.post(notice) }
        let factory = MarketingFactory(
            dependencies: .init(
                components: components, session: components.makeSession(resuming: progress),
                exporter: components.makeExporter(
                    destination: email.outFile.map { .file($0, replacing: email.replacesOutFile) }),
                recipient: email.recipient,
                frame: ScreenFrame(
                    terminal: environment.terminal, drainNotices: environment.notices.drain),
                isOffline: environment.isOffline))
        return MarketingCoordinator(factory: factory)
    }

    /// The kit over the npoint server: `CLEANAPPS_NPOINT_URL` or the default, the bundled
    /// documents as fallback; under `--offline` no request is made at all.
    private func makeComponents() -> MarketingComponents {
        var baseURL = RemoteMarketingRepository.defaultBaseURL
        if !environment.isOffline {
            do {
                baseURL = try RemoteMarketingRepository.baseURL(
                    from: environment.variables["CLEANAPPS_NPOINT_URL"])
            } catch {
                environment.notices.post(
                    "CLEANAPPS_NPOINT_URL: \(error.message) The default server is used.")
            }
        }
        return MarketingComponents(
            configuration: environment.kitConfiguration, baseURL: baseURL, timeZone: timeZone)
    }

    /// The zone of the e-mail's dates: `TZ` when it names one, else the system's.
    private var timeZone: TimeZone {
        environment.variables["TZ"].flatMap { TimeZone(identifier: $0) } ?? .current
    }

    private static func resumeNotice(_ progress: MarketingProgress) -> String? {
        guard !progress.targetNames.isEmpty || !progress.selection.isEmpty else { return nil }
        var parts: [String] = []
        if !progress.targetNames.isEmpty {
            parts.append("targets " + progress.targetNames.joined(separator: ", "))
        }
        if !progress.selection.isEmpty { parts.append(progress.selection.summary) }
        return "Resumed your saved selection (\(parts.joined(separator: "; "))). "
            + "Press Enter to continue with these targets."
    }
}
