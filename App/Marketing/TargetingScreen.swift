import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import Foundation
import MarketingPresentation
import TerminalKit

/// Targeting: multi-select in the style of `git add -i` (`1-3 5`, `*`, `-2`), an empty line
/// continues once something is selected.
@MainActor
final class TargetingScreen {
    /// Where the user wants to go next.
    enum Outcome: Equatable {
        case proceed
        case back
        case quit
    }

    private let viewModel: any TargetingViewModelProtocol
    private let context: MarketingScreenContext

    init(viewModel: any TargetingViewModelProtocol, context: MarketingScreenContext) {
        self.viewModel = viewModel
        self.context = context
    }

    /// Shows the screen until the user leaves it; loads the targets the first time only.
    func run() async -> Outcome {
        if viewModel.state.value.list.content == nil { await load() }
        var message: String?
        while true {
            draw(message: message ?? viewModel.state.value.message)
            message = nil
            guard let line = await context.frame.terminal.readLine(prompt: "> ") else {
                await viewModel.didLeave()
                return .quit
            }
            let key = line.trimmingCharacters(in: .whitespaces).lowercased()
            let isLoaded = viewModel.state.value.list.content != nil
            switch key {
            case "q", "b":
                await viewModel.didLeave()
                return key == "q" ? .quit : .back
            case "?": message = Self.help
            case "r" where !isLoaded: await load()
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
        let style = frame.terminal.style
        var body: [String] = []
        if let note = context.statusLine(state.sourceNote) { body.append(style.yellow(note)) }
        var hint = KeyHint()
        switch state.list {
        case .idle, .loading:
            body.append(TargetingState.loadingText)
        case .failure(let reason):
            body.append(contentsOf: frame.wrapped(reason, indent: 0))
            body.append("Type r to retry.")
            hint = hint.key("r", "retry")
        case .success(let rows):
            body.append("Choose targeting options: 1-3 5 selects, * all, -2 unselects,")
            body.append("an empty line continues.")
            body.append("")
            let page = PagedList(itemCount: rows.count, pageSize: max(1, rows.count))
            body.append(
                contentsOf: page.render(
                    rows.map {
                        [($0.isSelected ? "[x] " : "[ ] ") + $0.name, $0.channels]
                    },
                    flexibleColumn: 1, capabilities: frame.terminal.capabilities))
            body.append("")
            body.append(state.footer)
            hint = hint.key(rows.count == 1 ? "1" : "1-\(rows.count)", "select").key("*", "all")
                .key("-N", "unselect").key("Enter", "continue")
        }
        frame.draw(
            title: "Marketing: Select targeting", body: body, message: message,
            hint: hint.back().quit().help())
    }

    static let help = """
        Type numbers to select targeting options: 2 selects one, 1-3 a range, 3- from 3 to \
        the end, * all; put a dash in front to unselect (-2, -1-3, -*). Separate several with \
        spaces or commas, e.g. 1-3 5. An empty line continues to the channels the selected \
        options offer. b goes back, q quits; your selection is kept for next time.
        """
}
