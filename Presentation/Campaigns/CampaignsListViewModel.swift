import CampaignsDomain
import CleanAppsPresentationCore

/// What the list asks its parent to do.
public enum CampaignsListOutcome: Equatable, Sendable {
    /// Open this campaign in the form.
    case openCampaign(Campaign)
    /// Open an empty form for a new campaign.
    case createCampaign
}

/// The campaigns list: rows with progress, loaded in parallel from monobank.
@MainActor
public protocol CampaignsListViewModelProtocol: AnyObject {
    /// The list's display state.
    var state: ObservableValue<CampaignsListState> { get }
    /// Loads the campaigns, shows them, then reloads jar progress for all at once.
    func didAppear() async
    /// Loads the campaigns from disk and shows them, without asking monobank: a screen that
    /// opens at once calls this, then ``didRequestRefresh()`` in the background.
    func didLoad() async
    /// The screen was left: a refresh still running is cancelled.
    func didDisappear()
    /// Reloads jar progress for the campaigns shown.
    func didRequestRefresh() async
    /// The campaign at `index` of the rows, to open; nil for an index out of range.
    func didSelectCampaign(at index: Int) -> CampaignsListOutcome?
    /// The user asked for a new campaign.
    func didTapCreate() -> CampaignsListOutcome
}

/// The list's ViewModel. Main actor; "latest wins": a new load or refresh cancels the
/// running one.
@MainActor
public final class CampaignsListViewModel: CampaignsListViewModelProtocol {
    /// The display state, replayed to new observers.
    public let state = ObservableValue(CampaignsListState())
    private let listCampaigns: ListCampaignsUseCase
    private let refreshProgress: RefreshJarProgressUseCase
    private var campaigns: [Campaign] = []
    private var statuses: [Campaign.ID: JarRefreshStatus] = [:]
    private var running: Task<Void, Never>?

    /// Creates the ViewModel.
    public init(listCampaigns: ListCampaignsUseCase, refreshProgress: RefreshJarProgressUseCase) {
        self.listCampaigns = listCampaigns
        self.refreshProgress = refreshProgress
    }

    /// See the protocol.
    public func didAppear() async {
        await run { [weak self] in await self?.load() }
    }

    /// Loads the campaigns from disk and shows them, without asking monobank: a screen that opens
    /// at once calls this, then ``didRequestRefresh()`` in the background.
    public func didLoad() async {
        await run { [weak self] in _ = await self?.loadRows() }
    }

    /// The screen was left: a refresh still running is cancelled.
    public func didDisappear() {
        running?.cancel()
    }

    /// Reloads jar progress for the campaigns shown.
    public func didRequestRefresh() async {
        await run { [weak self] in await self?.refresh() }
    }

    /// The campaign at `index` of the rows, to open; nil for an index out of range.
    public func didSelectCampaign(at index: Int) -> CampaignsListOutcome? {
        campaigns.indices.contains(index) ? .openCampaign(campaigns[index]) : nil
    }

    /// The user asked for a new campaign.
    public func didTapCreate() -> CampaignsListOutcome {
        .createCampaign
    }

    private func run(_ work: @escaping @MainActor () async -> Void) async {
        running?.cancel()
        let task = Task { await work() }
        running = task
        await task.value
    }

    private func load() async {
        guard await loadRows() else { return }
        await refresh()
    }

    /// Loads and shows the rows; false when loading failed or was cancelled.
    private func loadRows() async -> Bool {
        state.value.rows = .loading
        state.value.notice = nil
        do {
            campaigns = try await listCampaigns.execute()
        } catch {
            guard !Task.isCancelled else { return false }
            state.value.rows = .failure((error as? CampaignsError ?? .storageFailed()).message)
            return false
        }
        guard !Task.isCancelled else { return false }
        statuses = [:]
        showRows()
        return true
    }

    private func refresh() async {
        guard campaigns.contains(where: { $0.jarLink != nil }) else { return }
        state.value.isRefreshingProgress = true
        let report = await refreshProgress.execute(campaigns)
        guard !Task.isCancelled else { return }
        campaigns = report.campaigns
        statuses = report.statuses
        var next = state.value
        next.rows = .success(campaigns.map { CampaignRow(campaign: $0, status: statuses[$0.id]) })
        next.isRefreshingProgress = false
        next.notice = report.saveFailureMessage
        state.value = next
    }

    private func showRows() {
        state.value.rows = .success(
            campaigns.map { CampaignRow(campaign: $0, status: statuses[$0.id]) })
    }
}
