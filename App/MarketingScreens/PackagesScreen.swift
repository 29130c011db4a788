import CleanAppsCore
import CleanAppsPresentationCore
import MarketingPresentation
import Terminal
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
        return await context.frame.loop(keys: keys) { message in
            draw(message: message ?? viewModel.state.value.message)
        }
    }

    /// Once loaded: a number chooses (or clears) a package, r resets the channel; before:
    /// r retries. n/p turn the pages.
    var keys: ScreenKeys<Outcome> {
        let list = viewModel.state.value.list
        guard let rows = list.content else {
            var retry = ScreenKey<Outcome>.word(
                "r", "retry", help: "loads the packages again", isEssential: true
            ) {
                await self.load()
                return .stay(nil)
            }
            if case .failure = list {} else { retry.isInHint = false }
            return ScreenKeys([retry], about: Self.about)
        }
        var reset = ScreenKey<Outcome>.word(
            "r", "reset", help: "resets (clears) this channel's choice", isEssential: true
        ) {
            await self.viewModel.didReset()
            return .stay(nil)
        }
        reset.isInHint = !rows.isEmpty
        return ScreenKeys(
            [
                .number(
                    "N", "choose (again: clear)",
                    help: """
                        chooses that package for this channel; it replaces the channel's \
                        earlier choice, and typing the chosen one again clears it
                        """
                ) { number in
                    await self.viewModel.didChoosePackage(number: number)
                    return .stay(nil)
                },
                .paging(help: "turn the pages") { forward in
                    .stay(forward ? self.pages?.next() : self.pages?.previous())
                },
                reset,
            ], about: Self.about)
    }

    /// What `?` says before the keys.
    private static let about = "b goes back to the channels; your selection is kept."

    private func load() async {
        let name = viewModel.state.value.title
        await context.frame.whileBusy("Loading \(name) packages…") { await viewModel.didAppear() }
    }

    private func draw(message: String?) {
        let state = viewModel.state.value
        let frame = context.frame
        var list = ListScreen(
            title: "Marketing: \(state.title) packages", columns: [.text, .figure], rows: [])
        keys.apply(to: &list)
        if let note = context.statusLine(state.sourceNote) {
            list.header.append(frame.terminal.style.yellow(note))
        }
        switch state.list {
        case .idle, .loading:
            list.emptyText = [state.loadingText]
        case .failure(let reason):
            list.emptyText = [reason, "Type r to retry."]
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
        }
        var pages = self.pages ?? ListPages(list, capabilities: frame.terminal.capabilities)
        frame.draw(list, on: &pages, message: message)
        self.pages = pages
    }
}
