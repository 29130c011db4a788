import CleanAppsCore
import CleanAppsPresentationCore
import Foundation
import GiveawaysPresentation
import TerminalKit

/// The user's favourite giveaways: open one, or remove it.
@MainActor
final class FavoriteGiveawaysScreen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case openDetails(id: Int)
        case back
        case quit
    }

    private let viewModel: any RemovableListViewModelProtocol<GiveawayRow>
    private let frame: ScreenFrame
    private var page = PagedList(itemCount: 0)

    init(viewModel: any RemovableListViewModelProtocol<GiveawayRow>, frame: ScreenFrame) {
        self.viewModel = viewModel
        self.frame = frame
    }

    /// Shows the screen until the user leaves it.
    func run() async -> Outcome {
        await viewModel.didAppear()
        var rows: [GiveawayRow] = []
        return await frame.loop(help: Self.help, accepted: PagedList.removableListKeys) {
            message in
            rows = viewModel.state.value.content ?? []
            page.update(itemCount: rows.count)
            draw(rows, message: message ?? viewModel.message.value)
        } handle: { command in
            guard case .other(let text) = command, text.lowercased().hasPrefix("d") else {
                return page.step(for: command) { .openDetails(id: rows[$0].id) }
            }
            return await page.removing(typed: text) { await viewModel.didRemove(id: rows[$0].id) }
        }
    }

    private func draw(_ rows: [GiveawayRow], message: String?) {
        frame.draw(fitting: &page) { page in
            var body: [String] = []
            switch viewModel.state.value {
            case .idle, .loading:
                body.append("Loading favourites...")
            case .failure(let reason):
                body.append(contentsOf: frame.wrapped(reason))
            case .success where rows.isEmpty:
                body.append(
                    "No favourites yet. On the home screen, f N marks row N as a favourite.")
            case .success:
                body.append(
                    contentsOf: page.render(
                        rows.map {
                            [
                                $0.title, $0.platforms, $0.worth,
                                $0.isExpired ? "expired" : ($0.ends ?? ""),
                            ]
                        },
                        alignments: [.left, .left, .right, .left],
                        capabilities: frame.terminal.capabilities))
                body.append(page.footer(usesUnicode: frame.terminal.capabilities.usesUnicode))
            }
            let hint = KeyHint.standard(open: page.visibleNumbers, paging: page.pageCount > 1)
                .key("d N", "remove")
            return ScreenFrame.Content(
                title: "Favourites", body: body, message: message, hint: hint)
        }
    }

    static let help = """
        Your favourite giveaways, newest first; they are kept between runs. A number opens one, \
        d N removes row N. n/p turn pages, b goes back, q quits.
        """
}
