import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import Foundation
import GiveawaysPresentation
import Terminal
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
        return await frame.loop(keys: keys(rows)) { message in
            rows = sectionRows
            draw(rows, message: message)
        }
    }

    /// A number opens a giveaway of `rows`, > and < turn the carousel, o opens its card, r
    /// reloads, n/p turn the pages.
    func keys(_ rows: [(section: String, row: GiveawayRow)]) -> ScreenKeys<Outcome> {
        ScreenKeys(
            [
                .number(help: "opens that giveaway") { number in
                    self.step(.open(number)) { .openDetails(id: rows[$0].row.id) }
                },
                .paging(help: "turn the pages") { forward in
                    self.step(forward ? .nextPage : .previousPage) { _ in nil }
                },
                ScreenKey(
                    ">/<", "turn", help: "turns the carousel forward",
                    trigger: .words([">"], argument: .none),
                    isEssential: true
                ) { _ in
                    self.viewModel.didTurnCarousel(by: 1)
                    return .stay(nil)
                },
                ScreenKey(
                    "<", "turn back", help: "turns the carousel back",
                    trigger: .words(["<"], argument: .none), isInHint: false
                ) { _ in
                    self.viewModel.didTurnCarousel(by: -1)
                    return .stay(nil)
                },
                .word("o", "open card", help: "opens the card shown", isEssential: true) {
                    guard let card = self.currentCard else {
                        return .stay("The carousel is empty.")
                    }
                    return .leave(.openDetails(id: card.id))
                },
                .word("r", "reload", help: "reloads the giveaways") {
                    await self.frame.whileBusy("Loading More Categories…") {
                        await self.viewModel.didRequestRetry()
                    }
                    return .stay(nil)
                },
            ],
            about: """
                The carousel shows the Epic Games Store giveaways one at a time. Below, each \
                other platform has its section.
                """)
    }

    /// What the list's pages do with `command`.
    private func step(_ command: ScreenCommand, open: (Int) -> Outcome?) -> ScreenStep<Outcome> {
        guard var pages else { return .stay(nil) }
        defer { self.pages = pages }
        return pages.step(for: command, open: open) ?? .stay(nil)
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
            trailer: ["Data: gamerpower.com"], continuedMark: " (cont.)")
        keys(rows).apply(to: &list)
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
}
