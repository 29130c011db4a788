import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain
import DirectoryPresentation
import Foundation
import TerminalKit
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
        return await frame.loop(
            help: Self.help, accepted: Self.accepted,
            search: { await self.viewModel.didSubmitSearch($0) },
            draw: { message in
                draw(message: message, notes: notes)
                notes = []
            },
            handle: { command in
                guard case .other(let text) = command else {
                    let rows = viewModel.state.value.rows
                    guard var pages = self.pages else { return nil }
                    defer { self.pages = pages }
                    return pages.step(for: command) {
                        rows.indices.contains($0) ? .openPerson(rows[$0].id) : nil
                    }
                }
                return await handle(text)
            })
    }

    private func handle(_ text: String) async -> ScreenStep<Outcome> {
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        let argument = words.count > 1 ? words[1].trimmingSpaces() : nil
        let state = viewModel.state.value
        switch words.first?.lowercased() {
        case "f" where argument == nil: return .leave(.openFavorites)
        case "f": return .stay(await toggleFavorite(argument ?? ""))
        case "g" where argument == nil: return .leave(.openParties)
        case "c" where argument == nil: return .leave(.openCommittees)
        case "s":
            let scope =
                argument == nil ? state.scope.next : argument.flatMap(SearchScope.init(text:))
            guard let scope else {
                return .stay("Search in all, name or district (모두/이름/지역구), e.g. s name.")
            }
            await viewModel.didSelectScope(scope)
            return .stay(nil)
        case "l":
            let mode =
                argument == nil ? state.mode.next : argument.flatMap(DirectoryListMode.init(text:))
            guard let mode else {
                return .stay("List by name, party or region (이름/정당/지역구), e.g. l party.")
            }
            await viewModel.didSelectListMode(mode)
            return .stay(nil)
        default:
            return .stay(Self.accepted)
        }
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
            header: header, keys: Self.keys, searches: true, continuedMark: " (계속)")
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
                                showsParty: state.mode != .party),
                            section: section.title)
                    }
                }
            }
        }
        return list
    }

    /// The list's own keys, for the hint line.
    static let keys = [
        ListKey("s", "scope"), ListKey("l", "list by"), ListKey("f N", "favourite", isMain: true),
        ListKey("f", "favourites", isMain: true), ListKey("g", "parties"),
        ListKey("c", "committees"),
    ]

    static let accepted =
        "Type a row number, /text to search, s, l, f N, f, g, c, n, p, b, q or ? for help."

    static let help = """
        A number opens that lawmaker. /text searches names and districts: plain text, \
        initial consonants (/ㅎㄱㄷ finds 홍길동) or a partly typed name (/홍기); / alone \
        clears. s [all|name|district] sets where to search (모두/이름/지역구), l [name|party|\
        region] groups the list (이름/정당/지역구); alone they switch to the next. f N marks \
        row N as a favourite (again to unmark), f lists favourites, g lists the parties, \
        c the committees and bills. n/p turn pages, b goes back, q quits, an empty line \
        redraws.
        """
}
