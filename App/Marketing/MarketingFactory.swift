import CleanAppsCore
import CleanAppsPresentationCore
import MarketingDomain
import MarketingKit
import MarketingPresentation

/// Makes the Marketing screens, each with its ViewModel and use cases.
@MainActor
protocol MarketingScreenFactory {
    func makeTargetingScreen() -> TargetingScreen
    func makeChannelsScreen() -> ChannelsScreen
    func makePackagesScreen(channel: Channel) -> PackagesScreen
    func makeReviewScreen() -> ReviewScreen
}

/// Makes the Marketing screens over the feature's kit and the one selection session.
@MainActor
struct MarketingFactory: MarketingScreenFactory {
    /// What the feature needs from the composition root.
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

    let dependencies: Dependencies

    private var components: MarketingComponents { dependencies.components }

    func makeTargetingScreen() -> TargetingScreen {
        TargetingScreen(
            viewModel: components.makeTargetingViewModel(session: dependencies.session),
            context: context)
    }

    func makeChannelsScreen() -> ChannelsScreen {
        ChannelsScreen(
            viewModel: components.makeChannelsViewModel(session: dependencies.session),
            frame: dependencies.frame)
    }

    func makePackagesScreen(channel: Channel) -> PackagesScreen {
        PackagesScreen(
            viewModel: components.makePackagesViewModel(
                channel: channel, session: dependencies.session),
            context: context)
    }

    func makeReviewScreen() -> ReviewScreen {
        ReviewScreen(
            viewModel: components.makeReviewViewModel(
                session: dependencies.session, exporter: dependencies.exporter),
            frame: dependencies.frame, recipient: dependencies.recipient)
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
