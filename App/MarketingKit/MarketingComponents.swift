import CleanAppsCore
import CleanAppsDataCore
import Foundation
import LiveHTTP
import MarketingData
import MarketingDomain
import MarketingPresentation

/// The Marketing feature wired and ready: the npoint repository (falling back to the bundled
/// documents), the selection in progress (`marketing-selection.json` in the data folder),
/// the e-mail composer and `.eml` exporter, and view models for every screen.
///
/// Make one per app on the main actor, then one ``MarketingDomain/SelectionSession`` per run
/// with ``makeSession(resuming:)``: every screen's view model shares it, and each change is
/// saved.
@MainActor
public struct MarketingComponents {
    /// The targeting options and channel packages.
    public let repository: any MarketingRepository
    /// The saved selection in progress.
    public let progressFile: StoredMarketingProgress
    /// Writes the selection as an e-mail draft, dated in the kit's time zone.
    public let composeEmail: ComposeEmailUseCase
    private let paths: AppPaths
    private let timeZone: TimeZone

    /// Wires the feature on `configuration`, asking the npoint-compatible server at `baseURL`
    /// and dating e-mails in `timeZone`.
    public init(
        configuration: KitConfiguration,
        baseURL: URL = RemoteMarketingRepository.defaultBaseURL,
        timeZone: TimeZone = .current
    ) {
        self.init(
            repository: RemoteMarketingRepository(
                client: configuration.resolvedHTTPClient, baseURL: baseURL,
                clock: configuration.clock
            ),
            paths: configuration.paths, notices: configuration.notices, now: configuration.now,
            timeZone: timeZone)
    }

    /// Wires the feature over `repository` (a test passes `MarketingRepositorySpy` from
    /// MarketingTestSupport), keeping progress and e-mails in `paths`' data folder.
    public init(
        repository: any MarketingRepository, paths: AppPaths, notices: NoticeBoard = NoticeBoard(),
        now: @escaping Now = { Date() }, timeZone: TimeZone = .current
    ) {
        self.repository = repository
        progressFile = StoredMarketingProgress(
            directory: paths.dataDirectory, notices: notices, now: now)
        composeEmail = ComposeEmailUseCase(now: now, timeZone: timeZone)
        self.paths = paths
        self.timeZone = timeZone
    }

    /// The saved progress (empty when there is none; a damaged file is reported as a notice).
    public func loadProgress() -> MarketingProgress {
        progressFile.load()
    }

    /// A session that starts from `progress` and saves every change to ``progressFile``.
    public func makeSession(resuming progress: MarketingProgress) -> SelectionSession {
        let file = progressFile
        return SelectionSession(progress: progress) { file.save($0) }
    }

    /// Writes `.eml` drafts to `destination`, by default a new file in the data folder; a
    /// `.file` inside the app's own folders is refused.
    public func makeExporter(destination: EmlFileExporter.Destination? = nil) -> EmlFileExporter {
        EmlFileExporter(
            destination: destination ?? .folder(paths.dataDirectory),
            messageFile: EmailMessageFile(timeZone: timeZone), ownFolders: paths.ownFolders)
    }

    /// Choosing targets.
    public func makeTargetingViewModel(session: SelectionSession) -> TargetingViewModel {
        TargetingViewModel(
            loadTargeting: LoadTargetingUseCase(repository: repository),
            applyTargeting: ApplyTargetingUseCase(session: session), session: session)
    }

    /// The channels the chosen targets offer.
    public func makeChannelsViewModel(session: SelectionSession) -> ChannelsViewModel {
        ChannelsViewModel(session: session)
    }

    /// The packages of `channel`.
    public func makePackagesViewModel(channel: Channel, session: SelectionSession)
        -> PackagesViewModel
    {
        PackagesViewModel(
            channel: channel, loadPackages: LoadPackagesUseCase(repository: repository),
            session: session)
    }

    /// The selection's review, sent through `exporter`.
    public func makeReviewViewModel(
        session: SelectionSession, exporter: any EmailDraftExporter
    ) -> ReviewViewModel {
        ReviewViewModel(
            session: session, composeEmail: composeEmail,
            exportEmail: ExportSelectionEmailUseCase(compose: composeEmail, exporter: exporter),
            loadPackages: LoadPackagesUseCase(repository: repository))
    }
}
