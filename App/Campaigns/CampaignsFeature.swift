import CampaignsData
import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import Foundation

/// The Campaigns app as the main menu and the command line see it.
@MainActor
struct CampaignsFeature: AppFeature {
    let name = "campaigns"
    let title = "Campaigns"
    let summary = "donation campaigns and their posters"

    /// The environment variable naming a monobank-compatible jar handler.
    static let monobankVariable = "CLEANAPPS_MONOBANK_URL"

    private let dependencies: CampaignsFactory.Dependencies
    private let environment: AppEnvironment
    private let janitor: CampaignFilesJanitor

    /// The feature over `campaigns.json`, `photos/` and `posters/` in the data directory;
    /// leftovers of interrupted saves are swept when it starts (``CampaignFilesJanitor``).
    init(environment: AppEnvironment) {
        let dataDirectory = environment.paths.dataDirectory
        let photosDirectory = dataDirectory.appendingPathComponent("photos", isDirectory: true)
        let postersDirectory = dataDirectory.appendingPathComponent("posters", isDirectory: true)
        let photoStore = DirectoryPhotoStore(directory: photosDirectory)
        let storage = JSONFileCampaignDocumentStorage(
            directory: dataDirectory, notices: environment.notices, now: environment.now)
        janitor = CampaignFilesJanitor(
            storage: storage, dataDirectory: dataDirectory, photosDirectory: photosDirectory,
            postersDirectory: postersDirectory, now: environment.now)
        dependencies = CampaignsFactory.Dependencies(
            repository: DocumentCampaignsRepository(storage: storage),
            photoStore: photoStore,
            publisher: FilePosterPublisher(
                photoStore: photoStore, postersDirectory: postersDirectory,
                ownFolders: environment.paths.ownFolders,
                encoding: .png(PNGPosterRenderer(pixelsPerUnit: environment.posterPixelsPerUnit))),
            // NB: under --offline no jar request leaves, whatever client was injected.
            jarSource: MonobankJarClient(
                httpClient: environment.isOffline ? OfflineHTTPClient() : environment.httpClient,
                endpoint: Self.jarEndpoint(environment), now: environment.now),
            photoReader: LocalPhotoFileReader(),
            frame: ScreenFrame(
                terminal: environment.terminal, drainNotices: environment.notices.drain),
            clock: environment.clock, now: environment.now,
            svgPublisher: FilePosterPublisher(
                photoStore: photoStore, postersDirectory: postersDirectory,
                ownFolders: environment.paths.ownFolders, encoding: .svg(PosterRenderer())))
        self.environment = environment
    }

    func makeCoordinator() -> any Coordinator {
        janitor.sweep()
        return CampaignsCoordinator(factory: CampaignsFactory(dependencies: dependencies))
    }

    func runCommand(_ arguments: [String]) async -> ExitCode {
        janitor.sweep()
        return await CampaignsCommands(dependencies: dependencies, terminal: environment.terminal)
            .run(
                arguments)
    }

    /// The jar handler named by `CLEANAPPS_MONOBANK_URL`, or monobank's own; a bad value is
    /// reported once on the notice board.
    /// The campaigns' row numbers, as `list` prints them.
    func completionIDs() async -> [String] {
        let count = (try? await dependencies.repository.campaigns().count) ?? 0
        return (0..<count).map { String($0 + 1) }
    }

    private static func jarEndpoint(_ environment: AppEnvironment) -> URL? {
        let value = environment.variables[monobankVariable]
        if let endpoint = MonobankJarClient.endpoint(overriddenBy: value) { return endpoint }
        let fallback = MonobankJarClient.defaultEndpoint?.absoluteString ?? "monobank"
        environment.notices.post(
            "\(monobankVariable) is not an http(s) address, so \(fallback) is used.")
        return MonobankJarClient.defaultEndpoint
    }
}
