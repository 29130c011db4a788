import CleanAppsCore
import CleanAppsPresentationCore
import MarketingDomain
import MarketingPresentation
import TerminalKit

/// Channels: the channels the chosen targets offer, each with its chosen package.
@MainActor
final class ChannelsScreen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case openPackages(Channel)
        case review
        case back
        case quit
    }

    private let viewModel: any ChannelsViewModelProtocol
    private let frame: ScreenFrame

    init(viewModel: any ChannelsViewModelProtocol, frame: ScreenFrame) {
        self.viewModel = viewModel
        self.frame = frame
    }

    /// Shows the screen until the user leaves it.
    func run() async -> Outcome {
        await viewModel.didAppear()
        return await frame.loop(
            help: Self.help,
            accepted: "Type a channel number, v to review, b to go back, q to quit or ? for help."
        ) { message in
            draw(message: message ?? viewModel.state.value.message)
        } handle: { command in
            switch command {
            case .open(let number):
                let choice = await viewModel.didChooseChannel(number: number)
                guard case .openPackages(let channel) = choice else { return .stay(nil) }
                return .leave(.openPackages(channel))
            case .other(let key) where key.lowercased() == "v":
                return await viewModel.didAskForReview() == .review ? .leave(.review) : .stay(nil)
            default: return nil
            }
        }
    }

    private func draw(message: String?) {
        let state = viewModel.state.value
        let style = frame.terminal.style
        var body: [String] = []
        if let notice = state.notice {
            body.append(contentsOf: frame.wrapped(notice, indent: 0).map(style.yellow))
            body.append("")
        }
        body.append(ChannelsState.info)
        body.append("")
        let page = PagedList(itemCount: state.rows.count, pageSize: max(1, state.rows.count))
        body.append(
            contentsOf: page.render(
                state.rows.map { [$0.name, $0.selection] },
                capabilities: frame.terminal.capabilities))
        if let summary = state.summary {
            body.append("")
            body.append(summary)
        }
        var hint = KeyHint().open(page.visibleNumbers)
        if state.canReview { hint = hint.key("v", "review") }
        frame.draw(
            title: "Marketing: Select channels", body: body, message: message,
            hint: hint.back().quit().help())
    }

    static let help = """
        A number opens that channel's packages, where you choose at most one. v shows the \
        review (once a package is chosen), with the totals and the e-mail. b goes back to the \
        targeting options, q quits; your selection is kept for next time.
        """
}
