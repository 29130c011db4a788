import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import Foundation
import MarketingPresentation
import Terminal
import TextScreens

/// Targeting: multi-select in the style of `git add -i` (`1-3 5`, `*`, `-2`), an empty line
/// continues once something is selected.
@MainActor
final class TargetingScreen: Screen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case proceed
        case back
        case quit
    }

    private let viewModel: any TargetingViewModelProtocol
    private let context: MarketingScreenContext
    private let place: ListPlace<Never>

    init(
        viewModel: any TargetingViewModelProtocol, context: MarketingScreenContext,
        place: ListPlace<Never> = ListPlace()
    ) {
        self.viewModel = viewModel
        self.context = context
        self.place = place
    }

    private var pages: ListPages? {
        get { place.pages }
        set { place.pages = newValue }
    }

    /// Shows the screen until the user leaves it; loads the targets the first time only.
    func run() async -> Outcome {
        if viewModel.state.value.list.content == nil { await load() }
        let outcome = await context.frame.loop(keys: keys) { message in
            draw(message: message ?? viewModel.state.value.message)
        }
        if outcome != .proceed { await viewModel.didLeave() }
        return outcome
    }

    /// Once loaded: a selection typed as numbers, ranges, `*` and `-N` (anything no other
    /// key takes goes to the view model as typed), n/p turn the pages, Enter continues;
    /// before: r retries.
    var keys: ScreenKeys<Outcome> {
        let list = viewModel.state.value.list
        guard list.content != nil else {
            var retry = ScreenKey<Outcome>.word(
                "r", "retry", help: "loads the targeting options again", isEssential: true
            ) {
                await self.load()
                return .stay(nil)
            }
            if case .failure = list {} else { retry.isInHint = false }
            return ScreenKeys([retry], about: Self.about)
        }
        return ScreenKeys(
            [
                .number(
                    "N", "select",
                    help: "selects that option; 1-3 selects a range, 3- from 3 to the end"
                ) { await self.enter("\($0)") },
                .paging(help: "turn the pages") { forward in
                    .stay(forward ? self.pages?.next() : self.pages?.previous())
                },
                ScreenKey(
                    "*", "all", help: "selects all", trigger: .words(["*"], argument: .none)
                ) { _ in await self.enter("*") },
                .text(
                    "-N", "unselect",
                    help: """
                        a dash in front unselects (-2, -1-3, -*); separate several with spaces \
                        or commas, e.g. 1-3 5
                        """, isEssential: false
                ) { await self.enter($0) },
                .enter(
                    "continue", help: "continues to the channels the selected options offer",
                    isInHint: true
                ) { await self.enter("") },
            ], about: Self.about)
    }

    /// What `?` says before the keys.
    private static let about = "Your selection is kept for next time."

    /// Hands `line` to the view model; leaves when it proceeds.
    private func enter(_ line: String) async -> ScreenStep<Outcome> {
        await viewModel.didEnterLine(line) == .proceed ? .leave(.proceed) : .stay(nil)
    }

    private func load() async {
        await context.frame.whileBusy("Loading targeting options…") { await viewModel.didAppear() }
    }

    private func draw(message: String?) {
        let state = viewModel.state.value
        let frame = context.frame
        var list = ListScreen(
            title: "Marketing: Select targeting", columns: [.text, .detail], rows: [])
        keys.apply(to: &list)
        if let note = context.statusLine(state.sourceNote) {
            list.header.append(frame.terminal.style.yellow(note))
        }
        switch state.list {
        case .idle, .loading:
            list.emptyText = [TargetingState.loadingText]
        case .failure(let reason):
            list.emptyText = [reason, "Type r to retry."]
        case .success(let rows):
            list.header += [
                "Choose targeting options: 1-3 5 selects, * all, -2 unselects,",
                "an empty line continues.", "",
            ]
            list.rows = rows.map {
                ListRow([($0.isSelected ? "[x] " : "[ ] ") + $0.name, $0.channels])
            }
            list.trailer = ["", state.footer]
        }
        var pages = self.pages ?? ListPages(list, capabilities: frame.terminal.capabilities)
        frame.draw(list, on: &pages, message: message)
        self.pages = pages
    }
}
