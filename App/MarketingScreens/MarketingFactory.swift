import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import Foundation
import MarketingData
import MarketingDomain
import MarketingKit
import MarketingPresentation
import TextCommands
import TextScreens

/// Makes the Marketing screens, each with its ViewModel and use cases; the coordinator
/// sees only this, so its tests can hand it screens with fixed outcomes.
@MainActor
protocol MarketingScreenFactory {
    func makeTargetingScreen() -> any Screen<TargetingScreen.Outcome>
    func makeChannelsScreen() -> any Screen<ChannelsScreen.Outcome>
    func makePackagesScreen(channel: Channel) -> any Screen<PackagesScreen.Outcome>
    func makeReviewScreen() -> any Screen<ReviewScreen.Outcome>
}

/// The Marketing app as the main menu and the command line see it, and the maker of its
/// screens over the feature's kit: each opening of the screens gets its `Screens`, over the
/// saved selection resumed.
///
/// NB: a command reads no selection, so the selection is loaded (and its notice posted) only
/// when the screens open.
@MainActor
public struct MarketingFactory: AppFeature {
    /// What one opening of the screens needs.
    @MainActor
    struct Dependencies {
        /// The repository, use cases and view models.
        let components: MarketingComponents
        /// The selection in progress, shared by every screen (and saved on each change).
        let session: SelectionSession
        let exporter: any EmailDraftExporter
        /// The `--to` address, or nil to ask on the review screen.
        let recipient: String?
        let frame: ScreenFrame
        let isOffline: Bool
    }

    /// The command-line name.
    public static let name = "marketing"
    /// The menu title.
    public static let title = "Marketing"
    /// What the app does, for the menu and the help.
    public static let summary = "pick marketing packages, e-mail the selection"

    private let environment: AppEnvironment

    /// The feature over the shared environment; nothing is read or built until it is used.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// The coordinator that runs the Marketing screens.
    public func makeCoordinator() -> any Coordinator {
        makeCoordinator(email: MarketingEmailOptions())
    }

    /// Runs a command, or the screens when only the app-level options (`--to`, `--out`,
    /// `--force`) are given.
    public func runCommand(_ arguments: [String]) async -> ExitCode {
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

    /// The coordinator of one opening of the screens, resuming the saved selection.
    private func makeCoordinator(email: MarketingEmailOptions) -> MarketingCoordinator {
        let components = makeComponents()
        let progress = components.loadProgress()
        if let notice = Self.resumeNotice(progress) { environment.notices.post(notice) }
        let dependencies = Dependencies(
            components: components, session: components.makeSession(resuming: progress),
            exporter: components.makeExporter(
                destination: email.outFile.map { .file($0, replacing: email.replacesOutFile) }),
            recipient: email.recipient,
            frame: ScreenFrame(
                terminal: environment.terminal, drainNotices: environment.notices.drain),
            isOffline: environment.isOffline)
        return MarketingCoordinator(factory: Screens(dependencies: dependencies))
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

    /// The screens of one opening, over one selection session shared by every screen (and
    /// saved on each change). Targeting is made anew for each visit over one view model and
    /// one ``ListPlace``, so going back to it neither loads the document again nor loses the
    /// page.
    @MainActor
    struct Screens: MarketingScreenFactory {
        let dependencies: Dependencies
        private let targeting: any TargetingViewModelProtocol
        private let targetingPlace = ListPlace<Never>()

        init(dependencies: Dependencies) {
            self.dependencies = dependencies
            targeting = dependencies.components.makeTargetingViewModel(
                session: dependencies.session)
        }

        private var components: MarketingComponents { dependencies.components }

        private var context: MarketingScreenContext {
            MarketingScreenContext(frame: dependencies.frame, isOffline: dependencies.isOffline)
        }

        func makeTargetingScreen() -> any Screen<TargetingScreen.Outcome> {
            TargetingScreen(
                viewModel: targeting, context: context, place: targetingPlace)
        }

        func makeChannelsScreen() -> any Screen<ChannelsScreen.Outcome> {
            ChannelsScreen(
                viewModel: components.makeChannelsViewModel(session: dependencies.session),
                frame: dependencies.frame)
        }

        func makePackagesScreen(channel: Channel) -> any Screen<PackagesScreen.Outcome> {
            PackagesScreen(
                viewModel: components.makePackagesViewModel(
                    channel: channel, session: dependencies.session),
                context: context)
        }

        func makeReviewScreen() -> any Screen<ReviewScreen.Outcome> {
            ReviewScreen(
                viewModel: components.makeReviewViewModel(
                    session: dependencies.session, exporter: dependencies.exporter),
                frame: dependencies.frame, recipient: dependencies.recipient)
        }
    }
}
