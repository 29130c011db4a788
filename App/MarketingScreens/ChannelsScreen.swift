import CleanAppsCore
import CleanAppsPresentationCore
import MarketingDomain
import MarketingPresentation
import Terminal
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
        return await frame.loop(keys: keys) { message in
            draw(message: message ?? viewModel.state.value.message)
        }
    }

    /// A number opens a channel's packages, v the review (shown once it can), n/p turn the
    /// pages.
    var keys: ScreenKeys<Outcome> {
        var review = ScreenKey<Outcome>.word(
            "v", "review",
            help: "shows the review (once a package is chosen), with the totals and the e-mail",
            isEssential: true
        ) { await self.viewModel.didAskForReview() == .review ? .leave(.review) : .stay(nil) }
        review.isInHint = viewModel.state.value.canReview
        return ScreenKeys(
            [
                .number(help: "opens that channel's packages, where you choose at most one") {
                    number in
                    let choice = await self.viewModel.didChooseChannel(number: number)
                    guard case .openPackages(let channel) = choice else { return .stay(nil) }
                    return .leave(.openPackages(channel))
                },
                .paging(help: "turn the pages") { forward in
                    .stay(forward ? self.pages?.next() : self.pages?.previous())
                },
                review,
            ],
            about: """
                b goes back to the targeting options; your selection is kept for next time.
                """)
    }

    private func draw(message: String?) {
        let state = viewModel.state.value
        var list = ListScreen(
            title: "Marketing: Select channels", columns: [.text, .text],
            rows: state.rows.map { ListRow([$0.name, $0.selection]) })
        keys.apply(to: &list)
        if let notice = state.notice {
            list.header = [frame.terminal.style.yellow(notice), ""]
        }
        list.header += [ChannelsState.info, ""]
        list.trailer = state.summary.map { ["", $0] } ?? []
        var pages = self.pages ?? ListPages(list, capabilities: frame.terminal.capabilities)
        frame.draw(list, on: &pages, message: message)
        self.pages = pages
    }
}
