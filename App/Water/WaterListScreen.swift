import CleanAppsCore
import CleanAppsPresentationCore
import TerminalKit
import WaterDomain
import WaterPresentation

/// The Water home screen: a map of the sources, the numbered list with each source's steps,
/// and how many are safe.
@MainActor
final class WaterListScreen: WaterScreen {
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
            case .open(let number):
                guard let rows, rows.indices.contains(number - 1) else {
                    return .stay(numberMessage)
                }
                return .leave(.openDetails(rows[number - 1].id))
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

    /// Draws the list under the map; a map that does not fit the terminal's width or height
    /// is left out with a note, so the list and its keys stay on screen.
    private func draw(message: String?) {
        var list: [String] = []
        var map: [String] = []
        switch viewModel.state.value {
        case .idle, .loading:
            list.append("Loading water sources...")
        case .failure(let reason):
            list.append(contentsOf: frame.wrapped(reason, indent: 0))
            list.append("Press Enter to try again.")
        case .success(let sources):
            list += lines(for: sources.rows)
            list.append("")
            list.append(sources.summary)
            if showsMap && !sources.rows.isEmpty {
                map = WaterMap.lines(for: sources.rows.map(\.location))
            }
        }
        let count = rows?.count ?? 0
        func hint(offersMap: Bool) -> KeyHint {
            var hint = KeyHint().open(count > 0 ? 1...count : nil)
            if offersMap { hint = hint.key("m", showsMap ? "hide map" : "map") }
            return hint.key("i", "readme").back().quit().help()
        }
        var top: [String] = []
        // NB: a map that does not fit is not offered: the note says why, not "m hide map".
        var offersMap = true
        if !map.isEmpty {
            let mapWidth = map.map(TerminalText.displayWidth).max() ?? 0
            let withMap = frame.lines(
                of: ScreenFrame.Content(
                    title: "Water sources", body: map + [""] + list, message: message,
                    hint: hint(offersMap: true)),
                notices: [])
            // NB: a drawn map cannot be wrapped; on a narrower terminal it is left out.
            if mapWidth > frame.terminal.capabilities.width {
                top = ["(The map needs \(mapWidth) columns.)", ""]
                offersMap = false
            } else if let height = frame.terminal.capabilities.height,
                frame.rowCount(withMap) >= height
            {
                top = ["(The map needs \(frame.rowCount(withMap) + 1) rows.)", ""]
                offersMap = false
            } else {
                top = map + [""]
            }
        }
        let hint = hint(offersMap: offersMap)
        frame.draw(title: "Water sources", body: top + list, message: message, hint: hint)
    }

    /// One line per row: number, title cut to fit, and the status, e.g. `boil ✓ disinfect ·`;
    /// two lines per row (the status below) on a narrow terminal.
    private func lines(for rows: [WaterSourceRow]) -> [String] {
        guard !rows.isEmpty else {
            return ["No water sources. 'cleanapps water reset' restores the starting data."]
        }
        let capabilities = frame.terminal.capabilities
        let numberWidth = String(rows.count).count
        let statuses = rows.map { WaterStatusText.status(of: $0.steps, capabilities: capabilities) }
        let statusWidth = statuses.map(TerminalText.displayWidth).max() ?? 0
        let titleWidth = capabilities.width - numberWidth - statusWidth - 6
        let style = frame.terminal.style
        // NB: wrap before truncating: when the title column would be too narrow to tell the
        // sources apart, each status goes on a line of its own under its title.
        let statusBelow = titleWidth < Self.narrowestTitle
        return zip(rows.indices, rows).flatMap { index, row in
            let number = TerminalText.pad(
                String(index + 1), toWidth: numberWidth + 2, alignment: .right)
            let title = TerminalText.sanitize(row.title)
            let status = row.isSafe ? style.green(statuses[index]) : statuses[index]
            guard statusBelow else {
                let fitted = TerminalText.fit(
                    title, toWidth: titleWidth, usesUnicode: capabilities.usesUnicode)
                return ["\(number)  \(fitted)  \(status)"]
            }
            let cut = TerminalText.truncate(
                title, toWidth: capabilities.width - numberWidth - 4,
                usesUnicode: capabilities.usesUnicode)
            return ["\(number)  \(cut)", String(repeating: " ", count: numberWidth + 4) + status]
        }
    }

    /// The narrowest title column next to the status; narrower, the status goes below.
    static let narrowestTitle = 20

    static let help = """
        Type a source's number to open it and clean its water. The map marks each source with \
        its number (* where several share a spot; EQ is the equator, | is Greenwich). m shows \
        or hides the map, i opens the readme, an empty line reloads, b goes back, q quits.
        """
}
