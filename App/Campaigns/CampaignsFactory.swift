import CampaignsData
import CampaignsDomain
import CampaignsKit
import CampaignsPresentation
import CleanAppsCore
import CleanAppsPresentationCore

/// Makes the Campaigns screens, each with its view model and use cases; the coordinator
/// sees only this, so its tests can hand it screens with fixed outcomes.
@MainActor
protocol CampaignsScreenFactory {
    /// The list, with `message` under it when it is first drawn.
    func makeListScreen(message: String?) -> any Screen<CampaignsListScreen.Outcome>
    func makeFormScreen(campaign: Campaign?) -> any Screen<CampaignFormScreen.Outcome>
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
