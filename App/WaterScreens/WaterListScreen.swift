import CleanAppsCore
import CleanAppsPresentationCore
import Terminal
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
    /// Whether the last drawing showed the map (it is left out when it does not fit).
    private var isMapShown = false
    private var pages: ListPages?

    init(viewModel: any WaterSourcesViewModelProtocol, frame: ScreenFrame) {
        self.viewModel = viewModel
        self.frame = frame
    }

    func run() async -> Outcome {
        await viewModel.didAppear()
        return await frame.loop(keys: keys) { message in
            draw(message: message)
        }
    }

    /// A number opens its source, m shows or hides the map (when there are sources), i opens
    /// the readme, n/p turn pages, Enter reloads.
    var keys: ScreenKeys<Outcome> {
        var keys: [ScreenKey<Outcome>] = [
            .number(help: "opens that source, to clean its water") { number in
                self.step(.open(number))
            }
        ]
        if rows?.isEmpty == false {
            // NB: a map left out for want of room is not offered for hiding.
            var map = ScreenKey<Outcome>.word(
                "m", isMapShown ? "hide map" : "map", help: "shows or hides the map"
            ) {
                self.showsMap.toggle()
                return .stay(nil)
            }
            map.isInHint = isMapShown || !showsMap
            keys.append(map)
        }
        keys += [
            .word("i", "readme", help: "opens the readme", isEssential: true) {
                .leave(.openReadme)
            },
            .paging(help: "turn the pages") { self.step($0 ? .nextPage : .previousPage) },
            .enter("reload", help: "reloads the sources") {
                await self.viewModel.didAppear()
                return .stay(nil)
            },
        ]
        return ScreenKeys(
            keys,
            about: "The map marks each source with its number (* where several share a spot; "
                + "EQ is the equator, | is Greenwich).")
    }

    /// What the list's pages do with `command`.
    private func step(_ command: ScreenCommand) -> ScreenStep<Outcome> {
        guard var pages, let rows else { return .stay(numberMessage) }
        defer { self.pages = pages }
        return pages.step(for: command) { .openDetails(rows[$0].id) } ?? .stay(nil)
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
        var list = ListScreen(title: "Water sources", columns: [.text, .figure], rows: [])
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
            }
        }
        isMapShown = !map.isEmpty
        keys.apply(to: &list)
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
        isMapShown = false
        keys.apply(to: &noted)
        if let last = noted.trailer.popLast() { noted.trailer.append(last + " (\(note))") }
        return noted
    }
}
