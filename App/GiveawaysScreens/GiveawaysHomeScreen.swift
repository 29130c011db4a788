import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import Foundation
import GiveawaysDomain
import GiveawaysPresentation
import Terminal
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
        return await frame.loop(keys: keys) { message in
            draw(message: message)
        }
    }

    /// The list's keys: a number opens a giveaway, /text searches, f N marks a favourite,
    /// f lists them, t, s and k pick the tab, sort and type, m opens More, r reloads.
    var keys: ScreenKeys<Outcome> {
        /// t, s or k, with what it picks (a chooser without it).
        func choosing(
            _ word: String, _ label: String, help: String,
            _ select: @escaping @MainActor (String?) async -> ScreenStep<Outcome>
        ) -> ScreenKey<Outcome> {
            ScreenKey(word, label, help: help, trigger: .words([word], argument: .optional)) {
                await select($0.isEmpty ? nil : $0)
            }
        }
        var keys: [ScreenKey<Outcome>] = [
            .number(help: "opens that giveaway") { number in self.step(.open(number)) },
            .search(help: "searches titles (/ alone clears)") { text in
                await self.viewModel.didSubmitSearch(text)
                return .stay(nil)
            },
            .paging(help: "turn the pages") { self.step($0 ? .nextPage : .previousPage) },
        ]
        keys += ScreenKey.favourites(toggle: toggleFavorite, open: .openFavorites)
        keys += [
            choosing("t", "platform", help: "[N] picks the platform tab", selectTab),
            choosing("s", "sort", help: "[date|value|popularity] sorts", selectSort),
            choosing("k", "type", help: "[all|game|loot|beta] filters by type", selectKind),
            .word("m", "more", help: "opens More (Epic Games carousel and other platforms)") {
                .leave(.openMore)
            },
            .word("r", "refresh", help: "reloads the giveaways") {
                await self.frame.whileBusy("Loading giveaways…") {
                    await self.viewModel.didRequestRefresh()
                }
                return .stay(nil)
            },
        ]
        return ScreenKeys(
            keys,
            about: frame.terminal.capabilities.usesUnicode
                ? "A row marked • is new since your last visit; ♥ marks a favourite."
                : "A row marked + is new since your last visit; * marks a favourite.")
    }

    /// What the list's pages do with `command`.
    private func step(_ command: ScreenCommand) -> ScreenStep<Outcome> {
        guard var pages else { return .stay(nil) }
        defer { self.pages = pages }
        return pages.step(for: command) { (rows?[$0]).map { .openDetails(id: $0.id) } }
            ?? .stay(nil)
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
        // NB: below 50 columns the header keeps to at most 4 lines: the tabs unlabelled on
        // one line, no summary (the rows say which expired) and no blank line.
        let isNarrow = capabilities.width < 50
        var header = [
            isNarrow
                ? tabs.joined(separator: " ") + " · More (m)"
                : "Platforms: " + tabs.joined(separator: "  ") + "  · More (m)"
        ]
        var filters = "Sort: \(state.sort.rawValue) · Type: \(state.kind?.description ?? "all")"
        if !state.searchText.isEmpty {
            let search = TerminalText.sanitize(state.searchText)
            // NB: narrow, the search is cut to the filters' one line.
            filters +=
                isNarrow
                ? " · \""
                    + TerminalText.truncate(
                        search, toWidth: max(4, capabilities.width - filters.count - 5),
                        usesUnicode: capabilities.usesUnicode) + "\""
                : " · Search: \"\(search)\""
        }
        header.append(filters)
        if let summary = state.summary, !isNarrow { header.append(summary) }
        if let note = state.originNote { header.append(style.yellow(note.commandLineText)) }
        if !isNarrow { header.append("") }
        var list = ListScreen(
            title: "Giveaways", columns: [.text, .amount, .figure, .detail], rows: [],
            header: header, trailer: ["Data: gamerpower.com"])
        keys.apply(to: &list)
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

    /// Title, worth, type, platforms; narrow terminals drop platforms, then the type of live
    /// rows.
    private static func columns(_ row: GiveawayRow, capabilities: TerminalCapabilities) -> [String]
    {
        let unicode = capabilities.usesUnicode
        let title =
            (row.isFavorite ? (unicode ? "♥ " : "* ") : "")
            + (row.isNew ? (unicode ? "• " : "+ ") : "")
            + row.title
        let type =
            row.isExpired
            ? "expired" : TerminalText.truncate(row.type, toWidth: 12, usesUnicode: unicode)
        // NB: platforms go last and are capped, so the title keeps the room it needs.
        let platforms = TerminalText.truncate(row.platforms, toWidth: 24, usesUnicode: unicode)
        switch capabilities.width {
        // NB: an expired row stays marked however narrow, in its worth's place (an expired
        // giveaway's worth can no longer be had); a column of its own would narrow every title.
        case ..<50: return [title, row.isExpired ? "expired" : row.worth]
        case ..<80: return [title, row.worth, type]
        default: return [title, row.worth, type, platforms]
        }
    }
}
