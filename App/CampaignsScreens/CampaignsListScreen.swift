import CampaignsData
import CampaignsDomain
import CampaignsPresentation
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import Terminal
import TextScreens

/// The campaigns list: one entry per campaign with purpose, target, collected money, a text
/// progress bar and percentage.
///
/// It opens at once with the campaigns on disk; jar progress then loads in the background
/// (for all campaigns at once, one overall deadline) while the keys keep working, and the
/// screen redraws when it has arrived if it is waiting for input then. Leaving the screen
/// cancels a refresh still running.
@MainActor
final class CampaignsListScreen: Screen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case open(Campaign)
        case create
        case back
        case quit
    }

    private let viewModel: any CampaignsListViewModelProtocol
    private let frame: ScreenFrame
    private let clock: SleepClock
    private var pages: ListPages?
    private var refreshing: Task<Void, Never>?
    /// Whether the screen is drawn and waits for a line (so an arriving refresh redraws it).
    private var isWaitingForInput = false
    private var sawRefreshRunning = false
    /// What the list shows under it when it is first drawn (e.g. what the form deleted).
    private let initialMessage: String?

    init(
        viewModel: any CampaignsListViewModelProtocol, frame: ScreenFrame, clock: SleepClock,
        message: String? = nil
    ) {
        self.viewModel = viewModel
        self.frame = frame
        self.clock = clock
        initialMessage = message
    }

    /// Shows the screen, with its message under the list at first, until the user leaves it.
    func run() async -> Outcome {
        await load()
        let token = viewModel.state.observe(replay: false) { [weak self] state in
            self?.progressChanged(state)
        }
        defer {
            token.cancel()
            refreshing?.cancel()
            viewModel.didDisappear()
        }
        startRefresh()
        var first = initialMessage
        return await frame.loop(keys: typedKeys) { message in
            draw(message: message ?? first)
            first = nil
            isWaitingForInput = true
        }
    }

    /// ``keys``, asked for once per typed command: the screen no longer waits for input.
    private var typedKeys: ScreenKeys<Outcome> {
        isWaitingForInput = false
        return keys
    }

    /// A number opens a fundraiser, a (or +) adds one, r reloads progress (retries when the
    /// list could not load), n/p turn the pages.
    var keys: ScreenKeys<Outcome> {
        let failed: Bool
        if case .failure = viewModel.state.value.rows { failed = true } else { failed = false }
        var add = ScreenKey<Outcome>.word(
            "a", "add", aliases: ["+"], help: "creates a new fundraiser (+ too)",
            isEssential: true
        ) {
            _ = self.viewModel.didTapCreate()
            return .leave(.create)
        }
        add.isInHint = !failed
        return ScreenKeys(
            [
                .number(help: "opens that fundraiser's form") { number in
                    self.step(.open(number))
                },
                .paging(help: "turn the pages") { self.step($0 ? .nextPage : .previousPage) },
                add,
                .word(
                    "r", failed ? "retry" : "refresh",
                    help: """
                        reloads the collected amounts from monobank for every campaign with a \
                        jar link (at most 4 at once, 10 seconds in all) in the background, as \
                        opening the list does; the keys work meanwhile
                        """, isEssential: true
                ) {
                    if case .failure = self.viewModel.state.value.rows { await self.load() }
                    self.startRefresh()
                    return .stay(nil)
                },
            ],
            about: "A jar that cannot be reached keeps its last known amount, marked stale.")
    }

    /// What the list's pages do with `command`.
    private func step(_ command: ScreenCommand) -> ScreenStep<Outcome> {
        guard var pages else { return .stay(nil) }
        defer { self.pages = pages }
        return pages.step(for: command) {
            guard case .openCampaign(let campaign)? = viewModel.didSelectCampaign(at: $0)
            else { return nil }
            return .open(campaign)
        } ?? .stay(nil)
    }

    private func load() async {
        await withSpinner("Loading fundraisers", terminal: frame.terminal, clock: clock) {
            await viewModel.didLoad()
        }
    }

    /// Reloads jar progress in the background (a running reload is replaced).
    private func startRefresh() {
        guard case .success = viewModel.state.value.rows else { return }
        refreshing?.cancel()
        refreshing = Task { [weak self] in await self?.viewModel.didRequestRefresh() }
    }

    /// Redraws when a background refresh has ended while the screen waits for input.
    private func progressChanged(_ state: CampaignsListState) {
        if state.isRefreshingProgress {
            sawRefreshRunning = true
            return
        }
        guard sawRefreshRunning else { return }
        sawRefreshRunning = false
        guard isWaitingForInput else { return }
        // NB: one status at a time: "reloaded" alone is not said over a progress that could
        // not load.
        let failed = state.rows.content?.contains { $0.progressNote != nil } ?? false
        draw(
            message: state.notice ?? (failed ? Self.progressPartlyReloaded : Self.progressReloaded))
        frame.terminal.write(ScreenFrame.prompt)
    }

    private func draw(message: String?) {
        let state = viewModel.state.value
        let progress = state.isRefreshingProgress ? Self.loadingProgress : nil
        let list = list(of: state)
        var pages = self.pages ?? ListPages(list, capabilities: frame.terminal.capabilities)
        frame.draw(list, on: &pages, message: message ?? state.notice ?? progress)
        self.pages = pages
    }

    /// The list for `state`: one row per campaign (its purpose; its target, collected money,
    /// progress bar and status under it, never cut; a note when its progress is missing or
    /// out of date). A note that several campaigns share is said once, above the list, with
    /// their numbers.
    private func list(of state: CampaignsListState) -> ListScreen {
        var list = ListScreen(title: "Fundraisers", columns: [.text], rows: [])
        keys.apply(to: &list)
        switch state.rows {
        case .idle, .loading:
            list.emptyText = ["Loading fundraisers..."]
        case .failure(let reason):
            list.emptyText = [
                "The fundraisers could not be loaded.", reason, "Type r to try again.",
            ]
        case .success(let rows) where rows.isEmpty:
            list.emptyText = [
                frame.terminal.style.bold(CampaignsListState.EmptyText.title),
                CampaignsListState.EmptyText.subtitle, "",
                CampaignsListState.EmptyText.callToAction,
            ]
        case .success(let rows):
            // NB: notes go in the rows' part of the page, never in the header, so a page keeps
            // its lines when the progress arrives after the first drawing: a note every row
            // shares is said once, under the first row; any other under its own row.
            let common = Self.commonNote(rows)
            list.rows = rows.enumerated().map { index, row in
                let notes: [String]
                if let common {
                    notes = index == 0 ? ["! Every fundraiser: " + common] : []
                } else {
                    notes = row.progressNote.map { ["! " + $0] } ?? []
                }
                return ListRow([row.purpose], parts: parts(of: row), notes: notes)
            }
        }
        return list
    }

    /// What a campaign row shows under its purpose: target, collected money, progress bar,
    /// status.
    private func parts(of row: CampaignRow) -> [String] {
        let unicode = frame.terminal.capabilities.usesUnicode
        // NB: the row says "no target" itself; other texts are amounts.
        let target = row.targetText == "no target" ? row.targetText : "target \(row.targetText)"
        var parts = [target, "collected \(row.collectedText ?? (unicode ? "—" : "-"))"]
        if let progress = row.progress {
            parts.append(ProgressBar.render(fraction: progress, cells: 10))
        }
        if row.isStale {
            parts.append("stale")
        } else if row.isFinished {
            parts.append("finished")
        }
        return parts
    }

    /// The progress note every row has, when there are several rows and they all have the
    /// same one (offline, or monobank down): said once instead of under each row.
    private static func commonNote(_ rows: [CampaignRow]) -> String? {
        guard rows.count > 1, let first = rows[0].progressNote,
            rows.allSatisfy({ $0.progressNote == first })
        else { return nil }
        return first
    }

    /// Shown while jar progress loads in the background.
    static let loadingProgress = "Loading jar progress... (the keys work meanwhile)"
    /// Shown when a background refresh has ended.
    static let progressReloaded = "Jar progress reloaded."
    /// Shown when a background refresh has ended with some progress that could not load.
    static let progressPartlyReloaded = progressReloaded + " ! marks what could not load."
}
