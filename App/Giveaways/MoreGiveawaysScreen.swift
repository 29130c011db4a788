import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import Foundation
import GiveawaysPresentation
import TerminalKit

/// The More screen: the Epic Games Store carousel, one card at a time, then one section per
/// other platform with readable names.
@MainActor
final class MoreGiveawaysScreen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case openDetails(id: Int)
        case back
        case quit
    }

    private let viewModel: any MoreGiveawaysViewModelProtocol
    private let frame: ScreenFrame
    private var page = PagedList(itemCount: 0, pageSize: 30)

    init(viewModel: any MoreGiveawaysViewModelProtocol, frame: ScreenFrame) {
        self.viewModel = viewModel
        self.frame = frame
    }

    /// Shows the screen until the user leaves it.
    func run() async -> Outcome {
        await frame.whileBusy("Loading More Categories…") { await viewModel.didAppear() }
        var rows: [(section: String, row: GiveawayRow)] = []
        return await frame.loop(
            help: Self.help,
            accepted:
                "Type > or < to turn the carousel, o to open its card, a row number, r, n, p, b, q or ?."
        ) { message in
            rows = sectionRows
            if page.itemCount != rows.count { page.reset(itemCount: rows.count) }
            draw(rows, message: message)
        } handle: { command in
            guard case .other(let key) = command else {
                return page.step(for: command) { .openDetails(id: rows[$0].row.id) }
            }
            switch key.lowercased() {
            case ">": viewModel.didTurnCarousel(by: 1)
            case "<": viewModel.didTurnCarousel(by: -1)
            case "r":
                await frame.whileBusy("Loading More Categories…") {
                    await viewModel.didRequestRetry()
                }
            case "o":
                guard let card = currentCard else { return .stay("The carousel is empty.") }
                return .leave(.openDetails(id: card.id))
            default: return nil
            }
            return .stay(nil)
        }
    }

    private var content: MoreGiveawaysContent? { viewModel.state.value.content }

    private var currentCard: GiveawayRow? {
        guard let content, content.carousel.indices.contains(content.carouselIndex) else {
            return nil
        }
        return content.carousel[content.carouselIndex]
    }

    private var sectionRows: [(section: String, row: GiveawayRow)] {
        (content?.sections ?? []).flatMap { section in section.rows.map { (section.title, $0) } }
    }

    private func draw(_ rows: [(section: String, row: GiveawayRow)], message: String?) {
        let style = frame.terminal.style
        var body: [String] = []
        switch viewModel.state.value {
        case .idle, .loading:
            body.append("Loading More Categories...")
        case .failure(let reason):
            body.append("Oops! Something went wrong")
            body.append(contentsOf: frame.wrapped(reason))
        case .success(let content) where content.isEmpty:
            body.append("No more giveaways available.")
            body.append(
                contentsOf: (content.sections.compactMap(\.note)
                    + [content.carouselNote].compactMap { $0 }).map { "  " + $0 })
            body.append("Type b to go back to Home, r to retry.")
        case .success(let content):
            body.append(style.bold("Epic Games Store"))
            body.append(contentsOf: carousel(content))
            for section in content.sections where section.rows.isEmpty {
                body.append(
                    "\(style.bold(TerminalText.sanitize(section.title))): \(section.note ?? "none")"
                )
            }
            var lastSection: String?
            let lines = page.render(
                rows.map { [$0.row.title, $0.row.worth] }, alignments: [.left, .right],
                capabilities: frame.terminal.capabilities)
            for (offset, index) in page.visibleRange.enumerated() {
                if rows[index].section != lastSection {
                    lastSection = rows[index].section
                    body.append("")
                    body.append(style.bold(TerminalText.sanitize(rows[index].section)))
                }
                body.append(lines[offset])
            }
            if page.pageCount > 1 {
                body.append(page.footer(usesUnicode: frame.terminal.capabilities.usesUnicode))
            }
        }
        body.append("Data: gamerpower.com")
        let hint = KeyHint.standard(open: page.visibleNumbers, paging: page.pageCount > 1)
            .key(">/<", "turn").key("o", "open card").key("r", "reload")
        frame.draw(title: "Categories", body: body, message: message, hint: hint)
    }

    private func carousel(_ content: MoreGiveawaysContent) -> [String] {
        guard let card = currentCard else {
            return ["  " + (content.carouselNote ?? "No Epic Games Store giveaways right now.")]
        }
        let unicode = frame.terminal.capabilities.usesUnicode
        let width = max(frame.terminal.capabilities.width - 6, 10)
        let dots = content.carousel.indices.map {
            $0 == content.carouselIndex ? (unicode ? "●" : "o") : (unicode ? "○" : ".")
        }
        return [
            "  < "
                + TerminalText.truncate(
                    TerminalText.sanitize(card.title), toWidth: width, usesUnicode: unicode) + " >",
            "    "
                + TerminalText.truncate(
                    (card.isExpired ? "expired · " : "")
                        + "\(card.worth) · \(TerminalText.sanitize(card.platforms))",
                    toWidth: width,
                    usesUnicode: unicode),
            "    " + dots.joined(separator: " ")
                + "   (\(content.carouselIndex + 1) of \(content.carousel.count))",
        ]
    }

    static let help = """
        The carousel shows the Epic Games Store giveaways one at a time: > and < turn it, \
        o opens the card shown. Below, each other platform has its section; a number opens that \
        giveaway. r reloads, n/p turn pages, b goes back to Home, q quits.
        """
}
