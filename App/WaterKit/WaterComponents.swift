import CleanAppsCore
import CleanAppsDataCore
import WaterData
import WaterDomain
import WaterPresentation

/// The Water feature wired and ready: the sources store (`water.json` in the data folder,
/// or three sources in memory for a preview), the bundled author, and view models for every
/// screen.
@MainActor
public struct WaterComponents {
    /// The water sources.
    public let sources: any WaterSourcesClient
    /// The app's author.
    public let authors: any AuthorClient

    /// Wires the feature on `configuration`; with `preview` nothing is read or written.
    public init(configuration: KitConfiguration, preview: Bool = false) {
        if preview {
            sources = PreviewWaterSourcesClient()
            authors = PreviewAuthorClient()
        } else {
            sources = StoredWaterSourcesClient(
                directory: configuration.paths.dataDirectory, notices: configuration.notices,
                now: configuration.now)
            authors = BundledAuthorClient()
        }
    }

    /// Wires the feature over these two clients (a test passes its doubles).
    public init(sources: any WaterSourcesClient, authors: any AuthorClient) {
        self.sources = sources
        self.authors = authors
    }

    /// The list of sources.
    public func makeSourcesViewModel() -> WaterSourcesViewModel {
        WaterSourcesViewModel(
            dependencies: .init(loadSources: LoadWaterSourcesUseCase(sources: sources)))
    }

    /// One source and its cleaning steps.
    public func makeDetailsViewModel(id: WaterSource.ID) -> WaterDetailsViewModel {
        WaterDetailsViewModel(
            id: id,
            dependencies: .init(
                findSource: FindWaterSourceUseCase(sources: sources),
                cleanSource: CleanWaterSourceUseCase(sources: sources)))
    }

    /// The read-me with the author.
    public func makeReadmeViewModel() -> WaterReadmeViewModel {
        WaterReadmeViewModel(dependencies: .init(loadAuthor: LoadAuthorUseCase(authors: authors)))
    }
}
