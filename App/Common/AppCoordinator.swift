import Foundation
import TerminalKit

/// The main menu: lists the five apps and runs the one the user opens.
@MainActor
struct AppCoordinator: Coordinator {
    /// One row of the main menu.
    @MainActor
    enum Entry {
        case feature(any AppFeature)
        case notBuiltYet(title: String, summary: String)

        var title: String {
            switch self {
            case .feature(let feature): feature.title
            case .notBuiltYet(let title, _): title
            }
        }

        var summary: String {
            switch self {
            case .feature(let feature): feature.summary
            case .notBuiltYet(_, let summary): summary
            }
        }
    }

    let terminal: any Terminal
    let entries: [Entry]
    /// Notices collected since the last screen (stores moved aside, sync results, …).
    let drainNotices: @MainActor () -> [String]

    func start() async -> CoordinatorExit {
        var message: String?
        while true {
            render(message: message)
            message = nil
            guard let line = await terminal.readLine(prompt: "> ") else { return .quit }
            switch ScreenCommand(line: line) {
            case .open(let number) where entries.indices.contains(number - 1):
                switch entries[number - 1] {
                case .feature(let feature):
                    if await feature.makeCoordinator().start() == .quit { return .quit }
                case .notBuiltYet(let title, _):
                    message =
                        "\(title) is not built yet; it will come in a later version of CleanApps."
                }
            case .back, .quit:
                return .quit
            case .help:
                message = """
                    Type a number to open an app. On every screen: a number opens that row, \
                    /text searches, n/p turn pages, b goes back, q quits, ? shows help, \
                    an empty line redraws.
                    """
            case .redraw:
                break
            default:
                message = "Type a number from 1 to \(entries.count), ? for help or q to quit."
            }
        }
    }

    private func render(message: String?) {
        for notice in drainNotices() {
            terminal.writeWrapped("! \(notice)")
        }
        let capabilities = terminal.capabilities
        terminal.writeLine("CleanApps")
        terminal.writeLine()
        let titleWidth = entries.map(\.title.count).max() ?? 0
        // NB: a summary wraps under itself before it is cut (the key and title never are).
        let indent = 3 + 2 + titleWidth + 2
        for (index, entry) in entries.enumerated() {
            let title = entry.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
            var summary = entry.summary
            if case .notBuiltYet = entry { summary += " (not built yet)" }
            let (first, rest) = TerminalText.twoLines(
                summary, width: capabilities.width - indent,
                restWidth: capabilities.width - indent, usesUnicode: capabilities.usesUnicode)
            terminal.writeLine(
                TerminalText.truncate(
                    "\(String(index + 1).leftPadded(to: 3))  \(title)  \(first)",
                    toWidth: capabilities.width, usesUnicode: capabilities.usesUnicode))
            if let rest { terminal.writeLine(String(repeating: " ", count: indent) + rest) }
        }
        terminal.writeLine()
        if let message { terminal.writeWrapped(message) }
        terminal.writeLine(
            KeyHint().open(1...entries.count).help().quit().render(capabilities: capabilities))
    }
}

extension String {
    /// The string right-aligned in `width` characters (never cut).
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
