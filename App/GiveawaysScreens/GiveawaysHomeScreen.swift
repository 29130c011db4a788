import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import Foundation
import GiveawaysDomain
import GiveawaysPresentation
import TerminalKit
import TextCommands
import TextScreens

/// The Giveaways home screen: tabs, filters, the paged list, search and favourites.
@MainActor
final class GiveawaysHomeScreen: Screen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case openDetails(id: Int)
        case openMore
        case openFavorites
        case back
        case quit
    }

    private let viewModel: any GiveawaysHomeViewModelProtocol
    private let frame: ScreenFrame
    private let place: ListPlace<String>

    init(
        viewModel: any GiveawaysHomeViewModelProtocol, frame: ScreenFrame,
        place: ListPlace<String> = ListPlace()
    ) {
        self.viewModel = viewModel
        self.frame = frame
        self.place = place
    }

    private var pages: ListPages? {
        get { place.pages }
        set { place.pages = newValue }
    }

    private var shownSearch: String? {
        get { place.shown }
        set { place.shown = newValue }
    }

    /// Shows the screen until the user leaves it.
    func run() async -> Outcome {
        await frame.whileBusy("Loading giveaways…") { await viewModel.didAppear() }
        return await frame.loop(
            help: Self.help, accepted: Self.accepted,
            search: { await self.viewModel.didSubmitSearch($0) },
            draw: { message in
                draw(message: message)
            },
            handle: { command in
                guard case .other(let text) = command else {
                    guard var pages = self.pages else { return nil }
                    defer { self.pages = pages }
                    return pages.step(for: command) { (rows?[$0]).map { .openDetails(id: $0.id) } }
                }
                return await handle(text)
            })
    }

    private func handle(_ text: String) async -> ScreenStep<Outcome> {
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        let argument = words.count > 1 ? words[1].trimmingSpaces() : nil
        switch words.first?.lowercased() {
        case "m": return .leave(.openMore)
        case "f" where argument == nil: return .leave(.openFavorites)
        case "f": return .stay(await toggleFavorite(argument ?? ""))
        case "r":
            await frame.whileBusy("Loading giveaways…") { await viewModel.didRequestRefresh() }
            return .stay(nil)
        case "t": return await selectTab(argument)
        case "s": return await selectSort(argument)
        case "k": return await selectKind(argument)
        default: return .stay(Self.accepted)
        }
    }

    private func toggleFavorite(_ argument: String) async -> String? {
        guard let pages, let number = Int(argument),
            let index = pages.itemIndex(forNumber: number), let row = rows?[index]
        else {
            return "Type f and a row number, e.g. f 3. "
                + (pages?.numberMessage ?? "The list is empty.")
        }
        await viewModel.didToggleFavorite(id: row.id)
        return nil
    }

    /// What the user chose: an index (nil when the argument names nothing), or a step to
    /// take instead (`b` at the chooser changes nothing, `q` quits).
    private enum Picked {
        case index(Int?)
        case step(ScreenStep<Outcome>)
    }

    /// The option `argument` names (`t 2`, `s value`) or, without one, the user's pick from a
    /// numbered chooser.
    private func chosenIndex(
        _ argument: String?, question: String, options: [String], current: Int?,
        matching: (String) -> Int?
    ) async -> Picked {
        if let argument { return .index(matching(argument)) }
        switch await frame.terminal.pick(question, options: options, default: current) {
        case .chosen(let index): return .index(index)
        case .back: return .step(.stay(nil))
        case .quit: return .step(.leave(.quit))
        }
    }

    private func selectTab(_ argument: String?) async -> ScreenStep<Outcome> {
        let tabs = GiveawaysHomeState.tabs
        let picked = await chosenIndex(
            argument, question: "Platform:", options: tabs,
            current: viewModel.state.value.selectedTab
        ) { argument in
            Int(argument).map { $0 - 1 }
                ?? tabs.firstIndex { $0.lowercased() == argument.lowercased() }
        }
        guard case .index(let choice) = picked else {
            if case .step(let step) = picked { return step }
            return .stay(nil)
        }
        guard let choice, tabs.indices.contains(choice) else {
            return .stay(
                "Choose a platform: "
                    + tabs.enumerated().map { "\($0 + 1) \($1)" }.joined(separator: ", ") + ".")
        }
        await frame.whileBusy("Loading giveaways…") { await viewModel.didSelectTab(at: choice) }
        return .stay(nil)
    }

    private func selectSort(_ argument: String?) async -> ScreenStep<Outcome> {
        let sorts = GiveawaySort.allCases
        let picked = await chosenIndex(
            argument, question: "Sort by:", options: sorts.map(\.rawValue),
            current: sorts.firstIndex(of: viewModel.state.value.sort)
        ) { argument in sorts.firstIndex { $0.rawValue == argument.lowercased() } }
        guard case .index(let choice) = picked else {
            if case .step(let step) = picked { return step }
            return .stay(nil)
        }
        guard let choice else { return .stay("Sort by date, value or popularity, e.g. s value.") }
        await frame.whileBusy("Loading giveaways…") {
            await viewModel.didChangeSort(sorts[choice])
        }
        return .stay(nil)
    }

    private func selectKind(_ argument: String?) async -> ScreenStep<Outcome> {
        let names = ["all"] + GiveawayKind.filterable.map(\.description)
        let picked = await chosenIndex(argument, question: "Type:", options: names, current: 0) {
            argument in names.firstIndex(of: argument.lowercased())
        }
        guard case .index(let choice) = picked else {
            if case .step(let step) = picked { return step }
            return .stay(nil)
        }
        guard let choice else { return .stay("Filter by all, game, loot or beta, e.g. k loot.") }
        let kind = choice == 0 ? nil : GiveawayKind.filterable[choice - 1]
        await frame.whileBusy("Loading giveaways…") { await viewModel.didChangeKind(kind) }
        return .stay(nil)
    }

    private var rows: [GiveawayRow]? { viewModel.state.value.list.content }

    private func draw(message: String?) {
        let state = viewModel.state.value
        let list = list(of: state)
        var pages = self.pages ?? ListPages(list, capabilities: frame.terminal.capabilities)
        // NB: a new search, tab or filter shows its first page.
        if case .success = state.list,
            shownSearch != state.searchText || pages.screen.rows.count != list.rows.count
        {
            pages.update(list, capabilities: frame.terminal.capabilities)
            pages.reset()
            shownSearch = state.searchText
        }
        frame.draw(list, on: &pages, message: message ?? state.message)
        self.pages = pages
    }

    /// The tabs and filters above, then one row per giveaway: the title wraps, the worth
    /// and type are never cut.
    private func list(of state: GiveawaysHomeState) -> ListScreen {
        let style = frame.terminal.style
        let capabilities = frame.terminal.capabilities
        let tabs = GiveawaysHomeState.tabs.enumerated().map { index, name in
            index == state.selectedTab ? style.bold("[\(name)]") : name
        }
        var header = ["Platforms: " + tabs.joined(separator: "  ") + "  · More (m)"]
        var filters = "Sort: \(state.sort.rawValue) · Type: \(state.kind?.description ?? "all")"
        if !state.searchText.isEmpty {
            filters += " · Search: \"\(TerminalText.sanitize(state.searchText))\""
        }
        header.append(filters)
        if let summary = state.summary { header.append(summary) }
        if let note = state.originNote { header.append(style.yellow(note.commandLineText)) }
        header.append("")
        var list = ListScreen(
            title: "Giveaways", columns: [.text, .amount, .figure, .detail], rows: [],
            header: header, trailer: ["Data: gamerpower.com"],
            keys: [
                ListKey("f N", "favourite", isMain: true), ListKey("f", "favourites", isMain: true),
                ListKey("t/s/k", "platform/sort/type"), ListKey("m", "more"),
                ListKey("r", "refresh"),
            ], searches: true)
        switch state.list {
        case .idle, .loading:
            list.emptyText = ["Loading giveaways..."]
        case .failure(let reason):
            list.emptyText = ["Oops! Something went wrong", reason, "Type r to retry."]
        case .success(let rows):
            list.emptyText = [
                state.searchText.isEmpty
                    ? "No giveaways available. Type r to refresh."
                    : "No giveaways match \"\(TerminalText.sanitize(state.searchText))\". Type / to clear the search."
            ]
            list.rows = rows.map { ListRow(Self.columns($0, capabilities: capabilities)) }
        }
        return list
    }

    /// Title, worth, type, platforms; narrow terminals drop platforms, then the type.
    private static func columns(_ row: GiveawayRow, capabilities: TerminalCapabilities) -> [String]
    {
        let unicode = capabilities.usesUnicode
        let title = (row.isFavorite ? (unicode ? "♥ " : "* ") : "") + row.title
        let type =
            row.isExpired
            ? "expired" : TerminalText.truncate(row.type, toWidth: 12, usesUnicode: unicode)
        // NB: platforms go last and are capped, so the title keeps the room it needs.
        let platforms = TerminalText.truncate(row.platforms, toWidth: 24, usesUnicode: unicode)
        switch capabilities.width {
        case ..<50: return [title, row.worth]
        case ..<80: return [title, row.worth, type]
        default: return [title, row.worth, type, platforms]
        }
    }

    static let accepted =
        "Type a row number, /text to search, f N, f, t, s, k, m, r, n, p, b, q or ? for help."

    static let help = """
        A number opens that giveaway. /text searches titles (/ alone clears). \
        t [N] picks the platform tab, s [date|value|popularity] sorts, k [all|game|loot|beta] \
        filters by type. f N marks row N as a favourite (again to unmark), f lists favourites. \
        m opens More (Epic Games carousel and other platforms). r reloads. n/p turn pages, \
        b goes back, q quits, an empty line redraws.
        """
}
