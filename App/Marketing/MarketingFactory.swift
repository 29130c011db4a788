import CleanAppsCore
import CleanAppsPresentationCore
import MarketingDomain
import MarketingPresentation

/// Makes the Marketing screens, each with its ViewModel and use cases.
@MainActor
protocol MarketingScreenFactory {
    func makeTargetingScreen() -> TargetingScreen
    func makeChannelsScreen() -> ChannelsScreen
    func makePackagesScreen(channel: Channel) -> PackagesScreen
    func makeReviewScreen() -> ReviewScreen
}

/// Wires the Marketing feature from the shared instances and the one selection session.
@MainActor
struct MarketingFactory: MarketingScreenFactory {
    /// What the feature needs from the composition root.
    struct Dependencies {
        let repository: any MarketingRepository
        /// The selection in progress, shared by every screen (and saved on each change).
        let session: SelectionSession
        let exporter: any EmailDraftExporter
        let composeEmail: ComposeEmailUseCase
        /// The `--to` address, or nil to ask on the review screen.
        let recipient: String?
        let frame: ScreenFrame
        let isOffline: Bool
    }

    let dependencies: Dependencies

    func makeTargetingScreen() -> TargetingScreen {
        let viewModel = TargetingViewModel(
            loadTargeting: LoadTargetingUseCase(repository: dependencies.repository),
            applyTargeting: ApplyTargetingUseCase(session: dependencies.session),
            session: dependencies.session)
        return TargetingScreen(viewModel: viewModel, context: context)
    }

    func makeChannelsScreen() -> ChannelsScreen {
        ChannelsScreen(
            viewModel: ChannelsViewModel(session: dependencies.session), frame: dependencies.frame)
    }

    func makePackagesScreen(channel: Channel) -> PackagesScreen {
        let viewModel = PackagesViewModel(
            channel: channel,
            loadPackages: LoadPackagesUseCase(repository: dependencies.repository),
            session: dependencies.session)
        return PackagesScreen(viewModel: viewModel, context: context)
    }

    func makeReviewScreen() -> ReviewScreen {
        let viewModel = ReviewViewModel(
            session: dependencies.session, composeEmail: dependencies.composeEmail,
            exportEmail: ExportSelectionEmailUseCase(
                compose: dependencies.composeEmail, exporter: dependencies.exporter),
            loadPackages: LoadPackagesUseCase(repository: dependencies.repository))
        return ReviewScreen(
            viewModel: viewModel, frame: dependencies.frame, recipient: dependencies.recipient)
    }

    private var context: MarketingScreenContext {
        MarketingScreenContext(frame: dependencies.frame, isOffline: dependencies.isOffline)
    }
}

/// What the screens that load data share: the frame and whether `--offline` was given.
@MainActor
struct MarketingScreenContext {
    let frame: ScreenFrame
    let isOffline: Bool

    /// The status line for a ViewModel's source note.
    func statusLine(_ sourceNote: String?) -> String? {
        MarketingDataNote.text(screenNote: sourceNote, isOffline: isOffline)
    }
}
