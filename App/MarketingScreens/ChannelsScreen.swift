import CleanAppsCore
import CleanAppsPresentationCore
import MarketingDomain
import MarketingPresentation
import TerminalKit
import TextScreens

/// Channels: the channels the chosen targets offer, each with its chosen package.
@MainActor
final class ChannelsScreen: Screen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case openPackages(Channel)
        case review
        case back
        case quit
    }

    private let viewModel: any ChannelsViewModelProtocol
    private let frame: ScreenFrame
    private var pages: ListPages?

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
            case .nextPage: return .stay(self.pages?.next())
            case .previousPage: return .stay(self.pages?.previous())
            default: return nil
            }
        }
    }

    private func draw(message: String?) {
        let state = viewModel.state.value
        var list = ListScreen(
            title: "Marketing: Select channels", columns: [.text, .text],
            rows: state.rows.map { ListRow([$0.name, $0.selection]) },
            keys: state.canReview ? [ListKey("v", "review", isMain: true)] : [])
        if let notice = state.notice {
            list.header = [frame.terminal.style.yellow(notice), ""]
        }
        list.header += [ChannelsState.info, ""]
        list.trailer = state.summary.map { ["", $0] } ?? []
        var pages = self.pages ?? ListPages(list, capabilities: frame.terminal.capabilities)
        frame.draw(list, on: &pages, message: message)
        self.pages = pages
    }

    static let help = """
        A number opens that channel's packages, where you choose at most one. v shows the \
        review (once a package is chosen), with the totals and the e-mail. n/p turn pages, \
        b goes back to the targeting options, q quits; your selection is kept for next time.
        """
}
