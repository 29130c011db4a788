import CleanAppsCore
import CleanAppsPresentationCore
import MarketingPresentation
import TerminalKit
import TextScreens

/// One channel's packages: choose one (again to clear it), `r` resets the channel.
@MainActor
final class PackagesScreen: Screen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case back
        case quit
    }

    private let viewModel: any PackagesViewModelProtocol
    private let context: MarketingScreenContext
    private var pages: ListPages?

    init(viewModel: any PackagesViewModelProtocol, context: MarketingScreenContext) {
        self.viewModel = viewModel
        self.context = context
    }

    /// Shows the screen until the user leaves it.
    func run() async -> Outcome {
        await load()
        var isLoaded: Bool { viewModel.state.value.list.content != nil }
        return await context.frame.loop(
            help: Self.help,
            accepted: isLoaded
                ? "Type a package number, r to reset, b to go back, q to quit or ? for help."
                : "Type r to retry, b to go back or q to quit."
        ) { message in
            draw(message: message ?? viewModel.state.value.message)
        } handle: { command in
            switch command {
            case .open(let number) where isLoaded: await viewModel.didChoosePackage(number: number)
            case .other(let key) where key.lowercased() == "r":
                if isLoaded { await viewModel.didReset() } else { await load() }
            case .nextPage: return .stay(self.pages?.next())
            case .previousPage: return .stay(self.pages?.previous())
            default: return nil
            }
            return .stay(nil)
        }
    }

    private func load() async {
        let name = viewModel.state.value.title
        await context.frame.whileBusy("Loading \(name) packages…") { await viewModel.didAppear() }
    }

    private func draw(message: String?) {
        let state = viewModel.state.value
        let frame = context.frame
        var list = ListScreen(
            title: "Marketing: \(state.title) packages", columns: [.text, .figure], rows: [],
            numberAction: "choose (again: clear)")
        if let note = context.statusLine(state.sourceNote) {
            list.header.append(frame.terminal.style.yellow(note))
        }
        switch state.list {
        case .idle, .loading:
            list.emptyText = [state.loadingText]
        case .failure(let reason):
            list.emptyText = [reason, "Type r to retry."]
            list.keys = [ListKey("r", "retry", isMain: true)]
        case .success(let rows) where rows.isEmpty:
            list.emptyText = [PackagesState.emptyText]
        case .success(let rows):
            list.header += [state.hint, ""]
            // NB: "(*) Facebook Package 1  140.00 EUR/month", its summary and details below.
            list.rows = rows.map { row in
                ListRow(
                    [(row.isSelected ? "(*) " : "( ) ") + row.name, row.price],
                    parts: [row.summary] + row.details)
            }
            list.trailer = state.selectedPanel.map { ["", $0] } ?? []
            list.keys = [ListKey("r", "reset", isMain: true)]
        }
        var pages = self.pages ?? ListPages(list, capabilities: frame.terminal.capabilities)
        frame.draw(list, on: &pages, message: message)
        self.pages = pages
    }

    static let help = """
        Type a package's number to choose it for this channel; it replaces the channel's \
        earlier choice, and typing the chosen one again clears it. r resets (clears) this \
        channel's choice. n/p turn pages, b goes back to the channels, q quits; your \
        selection is kept.
        """
}
