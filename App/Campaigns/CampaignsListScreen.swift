import CampaignsData
import CampaignsDomain
import CampaignsPresentation
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import TerminalKit

/// The campaigns list: one entry per campaign with purpose, target, collected money, a text
/// progress bar and percentage.
///
/// It opens at once with the campaigns on disk; jar progress then loads in the background
/// (for all campaigns at once, one overall deadline) while the keys keep working, and the
/// screen redraws when it has arrived if it is waiting for input then. Leaving the screen
/// cancels a refresh still running.
@MainActor
final class CampaignsListScreen {
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
    private var page = PagedList(itemCount: 0, pageSize: 10)
    private var refreshing: Task<Void, Never>?
    /// Whether the screen is drawn and waits for a line (so an arriving refresh redraws it).
    private var isWaitingForInput = false
    private var sawRefreshRunning = false

    init(viewModel: any CampaignsListViewModelProtocol, frame: ScreenFrame, clock: SleepClock) {
        self.viewModel = viewModel
        self.frame = frame
        self.clock = clock
    }

    /// Shows the screen, with `message` under the list at first, until the user leaves it.
    func run(message initial: String? = nil) async -> Outcome {
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
        var first = initial
        return await frame.loop(help: Self.help, accepted: Self.accepted) { message in
            draw(message: message ?? first)
            first = nil
            isWaitingForInput = true
        } handle: { command in
            isWaitingForInput = false
            switch command {
            case .other(let key) where ["a", "+"].contains(key.lowercased()):
                _ = viewModel.didTapCreate()
                return .leave(.create)
            case .other(let key) where key.lowercased() == "r":
                if case .failure = viewModel.state.value.rows { await load() }
                startRefresh()
                return .stay(nil)
            default:
                return page.step(for: command) {
                    guard case .openCampaign(let campaign)? = viewModel.didSelectCampaign(at: $0)
                    else { return nil }
                    return .open(campaign)
                }
            }
        }
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
        draw(message: state.notice ?? Self.progressReloaded)
        frame.terminal.write(ScreenFrame.prompt)
    }

    private func draw(message: String?) {
        let state = viewModel.state.value
        var body: [String] = []
        var hint = KeyHint.standard(open: nil)
        switch state.rows {
        case .idle, .loading:
            body.append("Loading fundraisers...")
        case .failure(let reason):
            body.append("The fundraisers could not be loaded.")
            body.append(contentsOf: frame.wrapped(reason))
            body.append("Type r to try again.")
            hint = KeyHint().key("r", "retry").back().quit().help()
        case .success(let rows):
            page.update(itemCount: rows.count)
            if rows.isEmpty {
                body.append(frame.terminal.style.bold(CampaignsListState.EmptyText.title))
                body.append(CampaignsListState.EmptyText.subtitle)
                body.append("")
                body.append(CampaignsListState.EmptyText.callToAction)
            } else {
                body.append(contentsOf: rowLines(rows))
                if page.pageCount > 1 {
                    body.append(page.footer(usesUnicode: frame.terminal.capabilities.usesUnicode))
                }
            }
            hint = KeyHint.standard(
                open: page.visibleNumbers, paging: page.pageCount > 1,
                extra: [.init(key: "a", action: "add"), .init(key: "r", action: "refresh")])
        }
        let progress = state.isRefreshingProgress ? Self.loadingProgress : nil
        frame.draw(
            title: "Fundraisers", body: body, message: message ?? state.notice ?? progress,
            hint: hint)
    }

    /// Two lines per campaign (number and purpose; money and progress), plus a note line
    /// when its progress is missing or out of date.
    private func rowLines(_ rows: [CampaignRow]) -> [String] {
        let capabilities = frame.terminal.capabilities
        let style = frame.terminal.style
        let purposes = page.render(rows.map(\.purpose), capabilities: capabilities)
        let indent = max(3, String(page.itemCount).count) + 2
        let pad = String(repeating: " ", count: indent)
        let separator = capabilities.usesUnicode ? " · " : " - "
        var lines: [String] = []
        for (line, index) in zip(purposes, page.visibleRange) {
            let row = rows[index]
            lines.append(line)
            // NB: the row says "no target" itself; other texts are amounts.
            let target = row.targetText == "no target" ? row.targetText : "target \(row.targetText)"
            let unknown = capabilities.usesUnicode ? "—" : "-"
            var parts = [target, "collected \(row.collectedText ?? unknown)"]
            if let progress = row.progress {
                parts.append(ProgressBar.render(fraction: progress, cells: 10))
            }
            var details = TerminalText.truncate(
                parts.joined(separator: separator), toWidth: capabilities.width - indent,
                usesUnicode: capabilities.usesUnicode)
            if row.isStale {
                details += separator + style.yellow("stale")
            } else if row.isFinished {
                details += separator + style.green("finished")
            }
            lines.append(pad + details)
            if let note = row.progressNote {
                lines.append(contentsOf: frame.wrapped("! " + note, indent: indent))
            }
        }
        return lines
    }

    /// Shown while jar progress loads in the background.
    static let loadingProgress = "Loading jar progress... (the keys work meanwhile)"
    /// Shown when a background refresh has ended.
    static let progressReloaded = "Jar progress reloaded."

    static let accepted =
        "Type a row number to open it, a to add a fundraiser, r to reload progress, b, q or ?."

    static let help = """
        A number opens that fundraiser's form. a (or +) creates a new one. r reloads the \
        collected amounts from monobank for every campaign with a jar link (at most 4 at \
        once, 10 seconds in all) in the background, as opening the list does; the keys \
        work meanwhile. A jar that cannot be reached keeps its last known amount, marked \
        stale. \
        n/p turn pages, b goes back, q quits, an empty line redraws.
        """
}
