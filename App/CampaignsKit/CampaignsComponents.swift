import CampaignsData
import CampaignsDomain
import CampaignsPresentation
import CleanAppsCore
import CleanAppsDataCore
import Foundation
import LiveHTTP

/// The Campaigns feature wired and ready: the campaigns store (`campaigns.json` in the data
/// folder, photo copies in `photos/`, posters in `posters/`), the poster writers (PNG, and SVG
/// on request), the monobank jar client, the photo reader, the janitor that sweeps leftovers
/// of interrupted saves, and view models for every screen.
///
/// Make one per app on the main actor and call ``janitor``'s `sweep()` before the first use;
/// each `make…ViewModel()` returns a fresh view model over the shared clients.
@MainActor
public struct CampaignsComponents {
    /// The saved campaigns.
    public let repository: any CampaignsRepository
    /// The copies of the campaigns' photos.
    public let photoStore: any CampaignPhotoStore
    /// Writes PNG posters into `posters/`.
    public let publisher: any PosterPublisher
    /// Writes SVG posters into `posters/`; nil when only PNG is offered.
    public let svgPublisher: (any PosterPublisher)?
    /// Reads the jars' progress.
    public let jarSource: any JarDetailsSource
    /// Reads photo files the user names.
    public let photoReader: any PhotoFileReader
    /// Reads photo files for a save that draws the poster at once (a command's `add` or
    /// `edit`): the poster's decode checks them, so this reader does not decode them first.
    public let savingPhotoReader: any PhotoFileReader
    /// Sweeps leftovers of interrupted saves; nil when the clients were passed in.
    public let janitor: CampaignFilesJanitor?
    /// The poster templates.
    public let catalogue: TemplateCatalogue
    /// The clock for the progress deadline (and a screen's spinner).
    public let clock: SleepClock
    /// Tells the form and the validator when a template's poster cuts a purpose.
    public let purposeFitting: any PurposeFitting
    private let now: Now

    /// Wires the feature on `configuration`.
    ///
    /// - Parameters:
    ///   - configuration: the data folder, notices, clocks and HTTP client the feature uses.
    ///   - jarEndpoint: the monobank-compatible jar handler (nil: every jar request fails);
    ///     when `configuration.isOffline`, no jar request leaves, whatever client it holds.
    ///   - posterPixelsPerUnit: PNG pixels per poster pixel (1 gives 2160 px wide posters).
    public init(
        configuration: KitConfiguration,
        jarEndpoint: URL? = MonobankJarClient.defaultEndpoint,
        posterPixelsPerUnit: Double = PNGPosterRenderer.posterScale
    ) {
        let paths = configuration.paths
        let dataDirectory = paths.dataDirectory
        let photosDirectory = dataDirectory.appendingPathComponent("photos", isDirectory: true)
        let postersDirectory = dataDirectory.appendingPathComponent("posters", isDirectory: true)
        let photoStore = DirectoryPhotoStore(directory: photosDirectory)
        let storage = JSONFileCampaignDocumentStorage(
            directory: dataDirectory, notices: configuration.notices, now: configuration.now)
        self.init(
            repository: DocumentCampaignsRepository(storage: storage),
            photoStore: photoStore,
            publisher: FilePosterPublisher(
                photoStore: photoStore, postersDirectory: postersDirectory,
                ownFolders: paths.ownFolders,
                encoding: .png(PNGPosterRenderer(pixelsPerUnit: posterPixelsPerUnit))),
            svgPublisher: FilePosterPublisher(
                photoStore: photoStore, postersDirectory: postersDirectory,
                ownFolders: paths.ownFolders, encoding: .svg(PosterRenderer())),
            jarSource: MonobankJarClient(
                httpClient: configuration.resolvedHTTPClient, endpoint: jarEndpoint,
                now: configuration.now),
            photoReader: LocalPhotoFileReader(),
            savingPhotoReader: LocalPhotoFileReader(checksDecoding: false),
            clock: configuration.clock, now: configuration.now,
            janitor: CampaignFilesJanitor(
                storage: storage, dataDirectory: dataDirectory, photosDirectory: photosDirectory,
                postersDirectory: postersDirectory, now: configuration.now))
    }

    /// Wires the feature over these clients (a test passes its doubles); without a
    /// `savingPhotoReader`, saves read photos with `photoReader`.
    public init(
        repository: any CampaignsRepository, photoStore: any CampaignPhotoStore,
        publisher: any PosterPublisher, svgPublisher: (any PosterPublisher)? = nil,
        jarSource: any JarDetailsSource, photoReader: any PhotoFileReader,
        savingPhotoReader: (any PhotoFileReader)? = nil,
        catalogue: TemplateCatalogue = .standard, clock: SleepClock, now: @escaping Now,
        janitor: CampaignFilesJanitor? = nil,
        purposeFitting: any PurposeFitting = PosterPurposeFitting()
    ) {
        self.repository = repository
        self.photoStore = photoStore
        self.publisher = publisher
        self.svgPublisher = svgPublisher
        self.jarSource = jarSource
        self.photoReader = photoReader
        self.savingPhotoReader = savingPhotoReader ?? photoReader
        self.catalogue = catalogue
        self.clock = clock
        self.now = now
        self.janitor = janitor
        self.purposeFitting = purposeFitting
    }

    /// Checks drafts against the catalogue and notes a purpose the poster would cut.
    public var validator: CampaignValidator {
        CampaignValidator(catalogue: catalogue, purposeFitting: purposeFitting)
    }

    /// Lists campaigns, oldest first.
    public var listCampaigns: ListCampaignsUseCase { ListCampaignsUseCase(repository: repository) }

    /// Reloads jar progress: at most 4 requests at once, 10 seconds for the whole refresh.
    public var refreshProgress: RefreshJarProgressUseCase {
        RefreshJarProgressUseCase(
            source: jarSource, repository: repository, clock: clock, deadline: .seconds(10),
            maxConcurrentRequests: 4)
    }

    /// Reads a photo file into a draft.
    public var loadPhoto: LoadPhotoUseCase { LoadPhotoUseCase(reader: photoReader) }

    /// Reads a photo file into a draft that is saved at once, its poster drawn (and the
    /// photo decoded) by the save: see ``savingPhotoReader``.
    public var loadPhotoForSaving: LoadPhotoUseCase { LoadPhotoUseCase(reader: savingPhotoReader) }

    /// Validates, renders, writes the poster and stores the campaign.
    public var saveCampaign: SaveCampaignUseCase {
        SaveCampaignUseCase(
            repository: repository, photoStore: photoStore, publisher: publisher,
            validator: validator, now: now)
    }

    /// Deletes a campaign and its photo copy.
    public var deleteCampaign: DeleteCampaignUseCase {
        DeleteCampaignUseCase(repository: repository)
    }

    /// Restores the campaign deleted last.
    public var undoDelete: UndoCampaignDeleteUseCase {
        UndoCampaignDeleteUseCase(repository: repository)
    }

    /// The list of campaigns with their jars' progress.
    public func makeListViewModel() -> CampaignsListViewModel {
        CampaignsListViewModel(listCampaigns: listCampaigns, refreshProgress: refreshProgress)
    }

    /// The form that edits `campaign`, or makes a new one when nil.
    public func makeFormViewModel(campaign: Campaign?) -> CampaignFormViewModel {
        CampaignFormViewModel(
            campaign: campaign, loadPhoto: loadPhoto, saveCampaign: saveCampaign,
            deleteCampaign: deleteCampaign, catalogue: catalogue, purposeFitting: purposeFitting)
    }
}
