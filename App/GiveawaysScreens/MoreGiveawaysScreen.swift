import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import Foundation
import GiveawaysPresentation
import TerminalKit
import TextScreens

/// The More screen: the Epic Games Store carousel, one card at a time, then one section per
/// other platform with readable names.
@MainActor
final class MoreGiveawaysScreen: Screen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case openDetails(id: Int)
        case back
        case quit
    }

    private let viewModel: any MoreGiveawaysViewModelProtocol
    private let frame: ScreenFrame
    private let place: ListPlace<Never>

    init(
        viewModel: any MoreGiveawaysViewModelProtocol, frame: ScreenFrame,
        place: ListPlace<Never> = ListPlace()
    ) {
        self.viewModel = viewModel
        self.frame = frame
        self.place = place
    }

    private var pages: ListPages? {
        get { place.pages }
        set { place.pages = newValue }
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
            draw(rows, message: message)
        } handle: { command in
            guard case .other(let key) = command else {
                guard var pages = self.pages else { return nil }
                defer { self.pages = pages }
                return pages.step(for: command) { .openDetails(id: rows[$0].row.id) }
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
        let list = list(rows)
        var pages = self.pages ?? ListPages(list, capabilities: frame.terminal.capabilities)
        frame.draw(list, on: &pages, message: message)
        self.pages = pages
    }

    /// The carousel above, then one section per other platform: its header between whole
    /// rows, each row a title that wraps and a worth never cut.
    private func list(_ rows: [(section: String, row: GiveawayRow)]) -> ListScreen {
        let style = frame.terminal.style
        var list = ListScreen(
            title: "Categories", columns: [.text, .amount], rows: [],
            trailer: ["Data: gamerpower.com"],
            keys: [
                ListKey(">/<", "turn", isMain: true), ListKey("o", "open card", isMain: true),
                ListKey("r", "reload"),
            ], continuedMark: " (cont.)")
        switch viewModel.state.value {
        case .idle, .loading:
            list.emptyText = ["Loading More Categories..."]
        case .failure(let reason):
            list.emptyText = ["Oops! Something went wrong", reason]
        case .success(let content) where content.isEmpty:
            list.emptyText =
                ["No more giveaways available."]
                + (content.sections.compactMap(\.note) + [content.carouselNote].compactMap { $0 })
                .map { "  " + $0 } + ["Type b to go back to Home, r to retry."]
        case .success(let content):
            list.header = [style.bold("Epic Games Store")] + carousel(content)
            for section in content.sections where section.rows.isEmpty {
                list.header.append(
                    "\(style.bold(TerminalText.sanitize(section.title))): \(section.note ?? "none")"
                )
            }
            list.header.append("")
            list.rows = rows.map { ListRow([$0.row.title, $0.row.worth], section: $0.section) }
        }
        return list
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
