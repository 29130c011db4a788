import Foundation
import TerminalKit
import TextScreens

/// The main menu: lists the five apps and runs the one the user opens.
@MainActor
struct AppCoordinator: Coordinator {
    /// One row of the main menu: an app's name, title and summary, and how to make it.
    @MainActor
    struct Entry {
        let name: String
        let title: String
        let summary: String
        /// Makes the app, each time it is opened (never to show the menu).
        let make: @MainActor () -> any AppFeature

        /// `Feature` over `environment`'s live dependencies.
        init<Feature: AppFeature>(_ feature: Feature.Type, environment: AppEnvironment) {
            self.init(name: Feature.name, title: Feature.title, summary: Feature.summary) {
                Feature(environment: environment)
            }
        }

        /// An app that `make` makes, shown as `title` and `summary`.
        init(
            name: String, title: String, summary: String,
            make: @escaping @MainActor () -> any AppFeature
        ) {
            self.name = name
            self.title = title
            self.summary = summary
            self.make = make
        }
    }

    let terminal: any Terminal
    let entries: [Entry]
    /// Notices collected since the last screen (stores moved aside, sync results, …).
    let drainNotices: @MainActor () -> [String]

    func start() async -> CoordinatorExit {
        var message: String?
        var pages = ListPages(menu, capabilities: terminal.capabilities)
        while true {
            render(message: message, on: &pages)
            message = nil
            guard let line = await terminal.readLine(prompt: ScreenFrame.prompt) else {
                return .quit
            }
            switch ScreenCommand(line: line) {
            case .open(let number) where entries.indices.contains(number - 1):
                let coordinator = entries[number - 1].make().makeCoordinator()
                if await coordinator.start() == .quit { return .quit }
            case .back, .quit:
                return .quit
            case .help:
                message = """
                    Type a number to open an app. On every screen: a number opens that row, \
                    /text searches, n/p turn pages, b goes back, q quits, ? shows help, \
                    an empty line redraws.
                    """
            case .nextPage: message = pages.next()
            case .previousPage: message = pages.previous()
            case .redraw:
                break
            default:
                message = "Type a number from 1 to \(entries.count), ? for help or q to quit."
            }
        }
    }

    /// The apps, each with what it does; a summary wraps under itself before it is cut (the
    /// title never is).
    private var menu: ListScreen {
        ListScreen(
            title: "CleanApps", columns: [.figure, .text],
            rows: entries.map { ListRow([$0.title, $0.summary]) })
    }

    private func render(message: String?, on pages: inout ListPages) {
        pages.update(menu, capabilities: terminal.capabilities)
        let said = drainNotices().map { "! " + $0 } + [message].compactMap { $0 }
        let lines = pages.lines(
            message: said.isEmpty ? nil : said.joined(separator: "\n"), style: terminal.style)
        for line in lines { terminal.writeLine(line) }
    }
}
