import CleanAppsCore
import CleanAppsPresentationCore
import TerminalKit
import TextScreens
import WaterDomain
import WaterPresentation

/// The Water home screen: a map of the sources, the numbered list with each source's steps,
/// and how many are safe.
@MainActor
final class WaterListScreen: Screen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case openDetails(WaterSource.ID)
        case openReadme
        case back
        case quit
    }

    private let viewModel: any WaterSourcesViewModelProtocol
    private let frame: ScreenFrame
    private var showsMap = true
    private var pages: ListPages?

    init(viewModel: any WaterSourcesViewModelProtocol, frame: ScreenFrame) {
        self.viewModel = viewModel
        self.frame = frame
    }

    func run() async -> Outcome {
        await viewModel.didAppear()
        return await frame.loop(
            help: Self.help,
            accepted: "\(numberMessage) Type m for the map, i for the readme, b to go "
                + "back, q to quit or ? for help."
        ) { message in
            draw(message: message)
        } handle: { command in
            switch command {
            case .open, .nextPage, .previousPage:
                guard var pages = self.pages, let rows else { return .stay(numberMessage) }
                defer { self.pages = pages }
                return pages.step(for: command) { .openDetails(rows[$0].id) }
            case .redraw: await viewModel.didAppear()
            case .other(let key) where key.lowercased() == "i": return .leave(.openReadme)
            case .other(let key) where key.lowercased() == "m": showsMap.toggle()
            default: return nil
            }
            return .stay(nil)
        }
    }

    private var rows: [WaterSourceRow]? { viewModel.state.value.content?.rows }

    private var numberMessage: String {
        guard let count = rows?.count, count > 0 else { return "There are no sources to open." }
        return count == 1 ? "Type 1 to open the source." : "Type a number from 1 to \(count)."
    }

    /// Draws the list under the map; a map that does not fit the terminal's width or leave
    /// room for the whole list is left out with a note, so the list and its keys stay on
    /// screen.
    private func draw(message: String?) {
        let capabilities = frame.terminal.capabilities
        var list = ListScreen(
            title: "Water sources", columns: [.text, .figure], rows: [],
            keys: [ListKey("i", "readme", isMain: true)])
        var map: [String] = []
        switch viewModel.state.value {
        case .idle, .loading:
            list.emptyText = ["Loading water sources..."]
        case .failure(let reason):
            list.emptyText = [reason, "Press Enter to try again."]
        case .success(let sources):
            list.emptyText = [
                "No water sources. 'cleanapps water reset' restores the starting data."
            ]
            // NB: a safe source's steps show in green, as before the list kit.
            list.rows = sources.rows.map {
                ListRow(
                    [$0.title, WaterStatusText.status(of: $0.steps, capabilities: capabilities)],
                    styles: [nil, $0.isSafe ? .green : nil])
            }
            list.trailer = ["", sources.summary]
            if showsMap && !sources.rows.isEmpty {
                map = WaterMap.lines(for: sources.rows.map(\.location))
            } else if !sources.rows.isEmpty {
                list.keys.insert(ListKey("m", "map"), at: 0)
            }
        }
        if !map.isEmpty { list = withMap(map, on: list) }
        var pages = self.pages ?? ListPages(list, capabilities: capabilities)
        frame.draw(list, on: &pages, message: message)
        self.pages = pages
    }

    /// `list` with `map` above its rows, or with a note saying what the map needs when it
    /// is wider than the terminal or leaves no room for every row on one page.
    ///
    /// NB: the note goes after the summary, not above the rows: at 40×20 every row takes two
    /// lines, and a note with its blank line above them cost a row on every page.
    private func withMap(_ map: [String], on list: ListScreen) -> ListScreen {
        var shown = list
        shown.header = map + [""]
        shown.keys.insert(ListKey("m", "hide map"), at: 0)
        let capabilities = frame.terminal.capabilities
        let mapWidth = map.map(TerminalText.displayWidth).max() ?? 0
        // NB: a drawn map cannot be wrapped; on a narrower terminal it is left out.
        if mapWidth > capabilities.width {
            return noting("the map needs \(mapWidth) columns", on: list)
        }
        let pages = ListPages(shown, capabilities: capabilities)
        guard let height = capabilities.height, pages.pageCount > 1 || pages.isHeaderCut
        else { return shown }
        var unlimited = capabilities
        unlimited.height = nil
        let needed =
            ListPages(shown, capabilities: unlimited).lines(
                message: nil, style: frame.terminal.style
            ).count + 1
        return noting("the map needs \(max(needed, height + 1)) rows", on: list)
    }

    /// `list` with `note` in parentheses after the last line of its trailer (the summary).
    private func noting(_ note: String, on list: ListScreen) -> ListScreen {
        var noted = list
        if let last = noted.trailer.popLast() { noted.trailer.append(last + " (\(note))") }
        return noted
    }

    static let help = """
        Type a source's number to open it and clean its water. The map marks each source with \
        its number (* where several share a spot; EQ is the equator, | is Greenwich). m shows \
        or hides the map, i opens the readme, an empty line reloads, b goes back, q quits.
        """
}
