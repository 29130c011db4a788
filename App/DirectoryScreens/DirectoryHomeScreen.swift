import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain
import DirectoryPresentation
import Foundation
import Terminal
import TextScreens

/// The member list (국회의원): sections by consonant, party or region, Korean search,
/// favourites.
@MainActor
final class DirectoryHomeScreen: Screen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case openPerson(PersonID)
        case openParties
        case openCommittees
        case openFavorites
        case back
        case quit
    }

    private let viewModel: any DirectoryHomeViewModelProtocol
    private let frame: ScreenFrame
    private let place: ListPlace<Filter>
    /// Shown with the first drawing (e.g. what a sync changed).
    private let messages: [String]

    /// What the pages were cut for.
    typealias Filter = (query: String, scope: SearchScope, mode: DirectoryListMode)

    init(
        viewModel: any DirectoryHomeViewModelProtocol, frame: ScreenFrame,
        place: ListPlace<Filter> = ListPlace(), messages: [String] = []
    ) {
        self.viewModel = viewModel
        self.frame = frame
        self.place = place
        self.messages = messages
    }

    private var pages: ListPages? {
        get { place.pages }
        set { place.pages = newValue }
    }

    private var shown: Filter? {
        get { place.shown }
        set { place.shown = newValue }
    }

    /// Shows the list until the user leaves it, with its messages at the first drawing.
    func run() async -> Outcome {
        await viewModel.didAppear()
        var notes = messages
        return await frame.loop(keys: keys) { message in
            draw(message: message, notes: notes)
            notes = []
        }
    }

    /// The list's keys: a number opens a lawmaker, /text searches, s and l set where to
    /// search and how to group, f N marks a favourite, f, g and c open the other lists.
    var keys: ScreenKeys<Outcome> {
        var keys: [ScreenKey<Outcome>] = [
            .number(help: "opens that lawmaker") { number in
                let rows = self.viewModel.state.value.rows
                guard var pages = self.pages else { return .stay(nil) }
                defer { self.pages = pages }
                return pages.step(for: .open(number)) {
                    rows.indices.contains($0) ? .openPerson(rows[$0].id) : nil
                } ?? .stay(nil)
            },
            .search(
                help: """
                    searches names and districts: plain text, initial consonants (/ㅎㄱㄷ finds \
                    홍길동) or a partly typed name (/홍기); / alone clears
                    """
            ) { text in
                await self.viewModel.didSubmitSearch(text)
                return .stay(nil)
            },
            ScreenKey(
                "s", "scope",
                help: """
                    [all|name|district] sets where to search (모두/이름/지역구); alone it \
                    switches to the next
                    """, trigger: .words(["s"], argument: .optional)
            ) { argument in
                let current = self.viewModel.state.value.scope
                let scope =
                    argument.isEmpty ? current.next : SearchScope(text: argument)
                guard let scope else {
                    return .stay("Search in all, name or district (모두/이름/지역구), e.g. s name.")
                }
                await self.viewModel.didSelectScope(scope)
                return .stay(nil)
            },
            ScreenKey(
                "l", "list by",
                help: """
                    [name|party|region] groups the list (이름/정당/지역구); alone it switches \
                    to the next
                    """, trigger: .words(["l"], argument: .optional)
            ) { argument in
                let current = self.viewModel.state.value.mode
                let mode = argument.isEmpty ? current.next : DirectoryListMode(text: argument)
                guard let mode else {
                    return .stay("List by name, party or region (이름/정당/지역구), e.g. l party.")
                }
                await self.viewModel.didSelectListMode(mode)
                return .stay(nil)
            },
        ]
        keys += ScreenKey.favourites(toggle: toggleFavorite, open: .openFavorites)
        keys += [
            .word("g", "parties", help: "lists the parties") { .leave(.openParties) },
            .word("c", "committees", help: "lists the committees and bills") {
                .leave(.openCommittees)
            },
            .paging(help: "turn the pages") { forward in
                guard var pages = self.pages else { return .stay(nil) }
                defer { self.pages = pages }
                return .stay(forward ? pages.next() : pages.previous())
            },
        ]
        return ScreenKeys(keys)
    }

    private func toggleFavorite(_ argument: String) async -> String? {
        let rows = viewModel.state.value.rows
        guard let pages, let number = Int(argument),
            let index = pages.itemIndex(forNumber: number), rows.indices.contains(index)
        else {
            return "Type f and a row number, e.g. f 3. "
                + (pages?.numberMessage ?? "The list is empty.")
        }
        await viewModel.didToggleFavorite(id: rows[index].id)
        return nil
    }

    /// Draws the list; `notes` (what the launch changed) are said before `message`, in the
    /// message's place.
    private func draw(message: String?, notes: [String]) {
        let state = viewModel.state.value
        let list = list(of: state)
        var pages = self.pages ?? ListPages(list, capabilities: frame.terminal.capabilities)
        if case .success = state.list {
            pages.update(list, capabilities: frame.terminal.capabilities)
            if shown.map({ $0 != (state.query, state.scope, state.mode) }) ?? true {
                pages.reset()
                shown = (state.query, state.scope, state.mode)
            }
        }
        let said = notes + [message ?? state.message].compactMap { $0 }
        frame.draw(
            list, on: &pages, message: said.isEmpty ? nil : said.joined(separator: "\n"))
        self.pages = pages
    }

    /// The data line and the list's view and search above, then the lawmakers: one row
    /// each, in sections by name, party or region.
    private func list(of state: DirectoryHomeState) -> ListScreen {
        let terminal = frame.terminal
        let style = terminal.style
        var header: [String] = []
        if let line = state.dataLine {
            header.append(state.isUpdateDelayed ? style.yellow(line) : line)
        }
        if let note = state.sampleNote {
            header.append(contentsOf: frame.wrapped(note, indent: 0).map(style.yellow))
        }
        let modes = DirectoryListMode.allCases.map {
            $0 == state.mode ? style.bold("[\($0.label)]") : $0.label
        }
        let scopes = SearchScope.allCases.map {
            $0 == state.scope ? style.bold("[\($0.label)]") : $0.label
        }
        let width = terminal.capabilities.width
        let query = TerminalText.truncate(
            TerminalText.sanitize(state.query), toWidth: max(8, width - 30),
            usesUnicode: terminal.capabilities.usesUnicode)
        var search = "검색 " + scopes.joined(separator: " ")
        if !query.isEmpty { search += " · \"\(query)\"" }
        let view = "보기 " + modes.joined(separator: " ")
        // NB: measured without the bold codes, which take no cells.
        let plainWidth = TerminalText.displayWidth(
            "보기 [이름] 정당 지역구 · 검색 [모두] 이름 지역구 · \"\(query)\"")
        header += plainWidth <= width ? [view + " · " + search] : [view, search]
        header.append("")
        var list = ListScreen(
            title: "국회의원 · Directory", columns: [.text, .text, .text], rows: [],
            header: header, continuedMark: " (계속)")
        keys.apply(to: &list)
        switch state.list {
        case .idle, .loading:
            list.emptyText = ["Loading the directory..."]
        case .failure(let reason):
            list.emptyText = [reason]
        case .success(let sections):
            if let empty = state.emptyState {
                list.emptyText = empty.map { "  " + $0 }
            } else {
                list.rows = sections.flatMap { section in
                    section.rows.map {
                        ListRow(
                            DirectoryRowLayout.columns(
                                $0, capabilities: terminal.capabilities,
                                showsParty: state.mode != .party,
                                searchesDistricts: !state.query.isEmpty && state.scope != .name),
                            section: section.title)
                    }
                }
            }
        }
        return list
    }
}
