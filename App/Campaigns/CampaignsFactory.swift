import CampaignsData
import CampaignsDomain
import CampaignsKit
import CampaignsPresentation
import CleanAppsCore
import CleanAppsPresentationCore

/// Makes the Campaigns screens, each with its view model and use cases.
@MainActor
protocol CampaignsScreenFactory {
    func makeListScreen() -> CampaignsListScreen
    func makeFormScreen(campaign: Campaign?) -> CampaignFormScreen
}

/// Makes the Campaigns screens over the feature's kit.
@MainActor
struct CampaignsFactory: CampaignsScreenFactory {
    /// What the feature needs from the composition root; also serves the scriptable commands.
    struct Dependencies {
        /// The clients, use cases and view models.
        let components: CampaignsComponents
        let frame: ScreenFrame
        /// Draws posters as pixels for the terminal preview.
        var posterImages = PNGPosterRenderer()
    }

    let dependencies: Dependencies

    func makeListScreen() -> CampaignsListScreen {
        CampaignsListScreen(
            viewModel: dependencies.components.makeListViewModel(), frame: dependencies.frame,
            clock: dependencies.components.clock)
    }

    func makeFormScreen(campaign: Campaign?) -> CampaignFormScreen {
        CampaignFormScreen(
            viewModel: dependencies.components.makeFormViewModel(campaign: campaign),
            frame: dependencies.frame,
            previewer: CampaignPosterPreviewer(
                photoStore: dependencies.components.photoStore,
                renderer: dependencies.posterImages))
    }
}
