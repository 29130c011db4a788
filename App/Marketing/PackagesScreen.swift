import CleanAppsCore
import CleanAppsPresentationCore
import MarketingPresentation
import TerminalKit

/// One channel's packages: choose one (again to clear it), `r` resets the channel.
@MainActor
final class PackagesScreen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case back
        case quit
    }

    private let viewModel: any PackagesViewModelProtocol
    private let context: MarketingScreenContext

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
        let style = frame.terminal.style
        var body: [String] = []
        if let note = context.statusLine(state.sourceNote) { body.append(style.yellow(note)) }
        var hint = KeyHint()
        switch state.list {
        case .idle, .loading:
            body.append(contentsOf: frame.wrapped(state.loadingText, indent: 0))
        case .failure(let reason):
            body.append(contentsOf: frame.wrapped(reason, indent: 0))
            body.append("Type r to retry.")
            hint = hint.key("r", "retry")
        case .success(let rows) where rows.isEmpty:
            body.append(contentsOf: frame.wrapped(PackagesState.emptyText, indent: 0))
        case .success(let rows):
            body.append(contentsOf: frame.wrapped(state.hint, indent: 0))
            body.append("")
            body.append(contentsOf: lines(for: rows))
            if let panel = state.selectedPanel {
                body.append("")
                body.append(contentsOf: frame.wrapped(panel, indent: 0))
            }
            hint = hint.key(rows.count == 1 ? "1" : "1-\(rows.count)", "choose (again: clear)")
                .key("r", "reset")
        }
        frame.draw(
            title: "Marketing: \(TerminalText.sanitize(state.title)) packages", body: body,
            message: message, hint: hint.back().quit().help())
    }

    /// "  1  (*) Facebook Package 1  140.00 EUR/month", then the summary and the details.
    private func lines(for rows: [PackageRow]) -> [String] {
        let frame = context.frame
        let unicode = frame.terminal.capabilities.usesUnicode
        let nameWidth =
            rows.map { TerminalText.displayWidth(TerminalText.sanitize($0.name)) }.max() ?? 0
        var lines: [String] = []
        for row in rows {
            let number = TerminalText.pad(String(row.number), toWidth: 3, alignment: .right)
            let name = TerminalText.pad(TerminalText.sanitize(row.name), toWidth: nameWidth)
            let mark = row.isSelected ? "(*)" : "( )"
            lines.append(
                TerminalText.truncate(
                    "\(number)  \(mark) \(name)  \(row.price)",
                    toWidth: frame.terminal.capabilities.width, usesUnicode: unicode))
            lines.append(contentsOf: frame.wrapped(row.summary, indent: 9))
            let details = row.details.joined(separator: unicode ? "\u{00A0}· " : "; ")
            if !details.isEmpty { lines.append(contentsOf: frame.wrapped(details, indent: 9)) }
        }
        return lines
    }

    static let help = """
        Type a package's number to choose it for this channel; it replaces the channel's \
        earlier choice, and typing the chosen one again clears it. r resets (clears) this \
        channel's choice. b goes back to the channels, q quits; your selection is kept.
        """
}
