import Foundation
import Presentation

/// The user's favourite giveaways: open one, or remove it.
@MainActor
final class FavoriteGiveawaysScreen {
    /// Where the user wants to go next.
    enum Outcome: Equatable {
        case openDetails(id: Int)
        case back
        case quit
    }

    private let viewModel: any FavoriteGiveawaysViewModelProtocol
    private let frame: ScreenFrame
    private var page = PagedList(itemCount: 0)

    init(viewModel: any FavoriteGiveawaysViewModelProtocol, frame: ScreenFrame) {
        self.viewModel = viewModel
        self.frame = frame
    }

    /// Shows the screen until the user leaves it.
    func run() async -> Outcome {
        await viewModel.didAppear()
        var message: String?
        while true {
            let rows = viewModel.state.value.content ?? []
            if page.itemCount != rows.count { page.update(itemCount: rows.count) }
            draw(rows, message: message ?? viewModel.message.value)
            message = nil
            guard let command = await frame.readCommand() else { return .quit }
            switch ListKeys.action(for: command, page: &page, help: Self.help) {
            case .open(let index): return .openDetails(id: rows[index].id)
            case .stay(let reply): message = reply
            case .back: return .back
            case .quit: return .quit
            case .other(let text) where text.lowercased().hasPrefix("d"):
                let argument = text.dropFirst().trimmingCharacters(in: .whitespaces)
                guard let number = Int(argument), let index = page.itemIndex(forNumber: number)
                else {
                    message = "Type d and a row number, e.g. d 2. \(page.numberMessage)"
                    continue
                }
                await viewModel.didRemove(id: rows[index].id)
            case .search, .other:
                message = "Type a row number to open it, d N to remove it, n, p, b, q or ?."
            }
        }
    }

    private func draw(_ rows: [GiveawayRow], message: String?) {
        var body: [String] = []
        switch viewModel.state.value {
        case .idle, .loading:
            body.append("Loading favourites...")
        case .failure(let reason):
            body.append(contentsOf: frame.wrapped(reason))
        case .success where rows.isEmpty:
            body.append("No favourites yet. On the home screen, f N marks row N as a favourite.")
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
        frame.draw(title: "Favourites", body: body, message: message, hint: hint)
    }

    static let help = """
        Your favourite giveaways, newest first; they are kept between runs. A number opens one, \
        d N removes row N. n/p turn pages, b goes back, q quits.
        """
}
