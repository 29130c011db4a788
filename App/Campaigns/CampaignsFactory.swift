import CampaignsData
import CampaignsDomain
import CampaignsPresentation
import CleanAppsCore
import CleanAppsPresentationCore

/// Makes the Campaigns screens, each with its view model and use cases.
@MainActor
protocol CampaignsScreenFactory {
    func makeListScreen() -> CampaignsListScreen
    func makeFormScreen(campaign: Campaign?) -> CampaignFormScreen
}

/// Wires the Campaigns feature from the shared instances.
@MainActor
struct CampaignsFactory: CampaignsScreenFactory {
    /// What the feature needs from the composition root; also serves the scriptable commands.
    struct Dependencies {
        let repository: any CampaignsRepository
        let photoStore: any CampaignPhotoStore
        let publisher: any PosterPublisher
        let jarSource: any JarDetailsSource
        let photoReader: any PhotoFileReader
        let frame: ScreenFrame
        let clock: SleepClock
        let now: Now
        var catalogue: TemplateCatalogue = .standard
        /// Writes SVG posters for `campaigns render --svg`; nil where only PNG is offered.
        var svgPublisher: (any PosterPublisher)?
        /// Draws posters as pixels for the terminal preview.
        var posterImages = PNGPosterRenderer()
        /// Tells the form and `add`/`edit` when a template's poster cuts a purpose.
        var purposeFitting: any PurposeFitting = PosterPurposeFitting()
    }

    let dependencies: Dependencies

    func makeListScreen() -> CampaignsListScreen {
        let viewModel = CampaignsListViewModel(
            listCampaigns: dependencies.listCampaigns, refreshProgress: dependencies.refreshProgress
        )
        return CampaignsListScreen(
            viewModel: viewModel, frame: dependencies.frame, clock: dependencies.clock)
    }

    func makeFormScreen(campaign: Campaign?) -> CampaignFormScreen {
        let viewModel = CampaignFormViewModel(
            campaign: campaign, loadPhoto: dependencies.loadPhoto,
            saveCampaign: dependencies.saveCampaign, deleteCampaign: dependencies.deleteCampaign,
            catalogue: dependencies.catalogue, purposeFitting: dependencies.purposeFitting)
        return CampaignFormScreen(
            viewModel: viewModel, frame: dependencies.frame,
            previewer: CampaignPosterPreviewer(
                photoStore: dependencies.photoStore, renderer: dependencies.posterImages))
    }
}

extension CampaignsFactory.Dependencies {
    /// Checks drafts against the catalogue and notes a purpose the poster would cut.
    var validator: CampaignValidator {
        CampaignValidator(catalogue: catalogue, purposeFitting: purposeFitting)
    }

    /// Lists campaigns, oldest first.
    var listCampaigns: ListCampaignsUseCase { ListCampaignsUseCase(repository: repository) }

    /// Reloads jar progress: at most 4 requests at once, 10 seconds for the whole refresh.
    var refreshProgress: RefreshJarProgressUseCase {
        RefreshJarProgressUseCase(
            source: jarSource, repository: repository, clock: clock, deadline: .seconds(10),
            maxConcurrentRequests: 4)
    }

    /// Reads a photo file into a draft.
    var loadPhoto: LoadPhotoUseCase { LoadPhotoUseCase(reader: photoReader) }

    /// Validates, renders, writes the poster and stores the campaign.
    var saveCampaign: SaveCampaignUseCase {
        SaveCampaignUseCase(
            repository: repository, photoStore: photoStore, publisher: publisher,
            validator: validator, now: now)
    }

    /// Deletes a campaign and its photo copy.
    var deleteCampaign: DeleteCampaignUseCase {
        DeleteCampaignUseCase(repository: repository)
    }

    var undoDelete: UndoCampaignDeleteUseCase {
        UndoCampaignDeleteUseCase(repository: repository)
    }
}
