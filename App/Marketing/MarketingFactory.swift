import CleanAppsCore
import CleanAppsPresentationCore
import MarketingDomain
import MarketingKit
import MarketingPresentation

/// Makes the Marketing screens, each with its ViewModel and use cases; the coordinator
/// sees only this, so its tests can hand it screens with fixed outcomes.
@MainActor
protocol MarketingScreenFactory {
    func makeTargetingScreen() -> any Screen<TargetingScreen.Outcome>
    func makeChannelsScreen() -> any Screen<ChannelsScreen.Outcome>
    func makePackagesScreen(channel: Channel) -> any Screen<PackagesScreen.Outcome>
    func makeReviewScreen() -> any Screen<ReviewScreen.Outcome>
}

/// Makes the Marketing screens over the feature's kit and the one selection session.
///
/// NB: Targeting is made anew for each visit over one view model and one ``ListPlace``,
/// so going back to it neither loads the document again nor loses the page.
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
    private let targeting: any TargetingViewModelProtocol
    private let targetingPlace = ListPlace<Never>()

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
        targeting = dependencies.components.makeTargetingViewModel(session: dependencies.session)
    }

    private var components: MarketingComponents { dependencies.components }

    func makeTargetingScreen() -> any Screen<TargetingScreen.Outcome> {
        TargetingScreen(viewModel: targeting, context: context, place: targetingPlace)
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
