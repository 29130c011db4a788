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

    private func draw(message: String?) {
        var body: [String] = []
        switch viewModel.state.value {
        case .idle, .loading:
            body.append("Loading water sources...")
        case .failure(let reason):
            body.append(contentsOf: frame.wrapped(reason, indent: 0))
            body.append("Press Enter to try again.")
        case .success(let list):
            if showsMap && !list.rows.isEmpty {
                let map = WaterMap.lines(for: list.rows.map(\.location))
                let mapWidth = map.map(TerminalText.displayWidth).max() ?? 0
                // NB: a drawn map cannot be wrapped; on a narrower terminal it is left out.
                if mapWidth <= frame.terminal.capabilities.width {
                    body += map
                } else {
                    body.append("(The map needs \(mapWidth) columns.)")
                }
                body.append("")
            }
            body += lines(for: list.rows)
            body.append("")
            body.append(list.summary)
        }
        let count = rows?.count ?? 0
        let hint = KeyHint().open(count > 0 ? 1...count : nil)
            .key("m", showsMap ? "hide map" : "map").key("i", "readme").back().quit().help()
        frame.draw(title: "Water sources", body: body, message: message, hint: hint)
    }

    /// One line per row: number, title cut to fit, and the status, e.g. `boil ✓ disinfect ·`.
    private func lines(for rows: [WaterSourceRow]) -> [String] {
        guard !rows.isEmpty else {
            return ["No water sources. 'cleanapps water reset' restores the starting data."]
        }
        let capabilities = frame.terminal.capabilities
        let numberWidth = String(rows.count).count
        let statuses = rows.map { WaterStatusText.status(of: $0.steps, capabilities: capabilities) }
        let statusWidth = statuses.map(TerminalText.displayWidth).max() ?? 0
        let titleWidth = max(10, capabilities.width - numberWidth - statusWidth - 6)
        let style = frame.terminal.style
        return zip(rows.indices, rows).map { index, row in
            let number = TerminalText.pad(
                String(index + 1), toWidth: numberWidth + 2, alignment: .right)
            let title = TerminalText.fit(
                TerminalText.sanitize(row.title), toWidth: titleWidth,
                usesUnicode: capabilities.usesUnicode)
            let status = row.isSafe ? style.green(statuses[index]) : statuses[index]
            return "\(number)  \(title)  \(status)"
        }
    }

    static let help = """
        Type a source's number to open it and clean its water. The map marks each source with \
        its number (* where several share a spot; EQ is the equator, | is Greenwich). m shows \
        or hides the map, i opens the readme, an empty line reloads, b goes back, q quits.
        """
}
