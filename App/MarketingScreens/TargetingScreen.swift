import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import Foundation
import MarketingPresentation
import TerminalKit
import TextScreens

/// Targeting: multi-select in the style of `git add -i` (`1-3 5`, `*`, `-2`), an empty line
/// continues once something is selected.
@MainActor
final class TargetingScreen: Screen {
    /// Where the user wants to go next.
    enum Outcome: Equatable {
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
        var message: String?
        while true {
            draw(message: message ?? viewModel.state.value.message)
            message = nil
            guard let line = await context.frame.terminal.readLine(prompt: ScreenFrame.prompt)
            else {
                await viewModel.didLeave()
                return .quit
            }
            let key = line.trimmingSpaces().lowercased()
            let isLoaded = viewModel.state.value.list.content != nil
            switch key {
            case "q", "b":
                await viewModel.didLeave()
                return key == "q" ? .quit : .back
            case "?": message = Self.help
            case "r" where !isLoaded: await load()
            case "n" where isLoaded: message = pages?.next()
            case "p" where isLoaded: message = pages?.previous()
            default:
                guard isLoaded else {
                    message = "Type r to retry, b to go back or q to quit."
                    continue
                }
                if await viewModel.didEnterLine(line) == .proceed { return .proceed }
            }
        }
    }

    private func load() async {
        await context.frame.whileBusy("Loading targeting options…") { await viewModel.didAppear() }
    }

    private func draw(message: String?) {
        let state = viewModel.state.value
        let frame = context.frame
        var list = ListScreen(
            title: "Marketing: Select targeting", columns: [.text, .detail], rows: [],
            numberAction: "select")
        if let note = context.statusLine(state.sourceNote) {
            list.header.append(frame.terminal.style.yellow(note))
        }
        switch state.list {
        case .idle, .loading:
            list.emptyText = [TargetingState.loadingText]
        case .failure(let reason):
            list.emptyText = [reason, "Type r to retry."]
            list.keys = [ListKey("r", "retry", isMain: true)]
        case .success(let rows):
            list.header += [
                "Choose targeting options: 1-3 5 selects, * all, -2 unselects,",
                "an empty line continues.", "",
            ]
            list.rows = rows.map {
                ListRow([($0.isSelected ? "[x] " : "[ ] ") + $0.name, $0.channels])
            }
            list.trailer = ["", state.footer]
            list.keys = [
                ListKey("*", "all"), ListKey("-N", "unselect"),
                ListKey("Enter", "continue", isMain: true),
            ]
        }
        var pages = self.pages ?? ListPages(list, capabilities: frame.terminal.capabilities)
        frame.draw(list, on: &pages, message: message)
        self.pages = pages
    }

    static let help = """
        Type numbers to select targeting options: 2 selects one, 1-3 a range, 3- from 3 to \
        the end, * all; put a dash in front to unselect (-2, -1-3, -*). Separate several with \
        spaces or commas, e.g. 1-3 5. An empty line continues to the channels the selected \
        options offer. n/p turn pages, b goes back, q quits; your selection is kept for next time.
        """
}
