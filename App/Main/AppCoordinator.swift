import Foundation
import Terminal
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

    /// What the menu leaves with: both end the app.
    enum Outcome: ScreenOutcome, Equatable {
        case back
        case quit
    }

    func start() async -> CoordinatorExit {
        let frame = ScreenFrame(terminal: terminal, drainNotices: drainNotices)
        let place = ListPlace<Never>()
        _ = await frame.loop(keys: keys(place)) { message in
            var pages = place.pages ?? ListPages(menu, capabilities: terminal.capabilities)
            frame.draw(menu, on: &pages, message: message)
            place.pages = pages
        }
        return .quit
    }

    /// A number opens an app, n/p turn the pages, b quits as q does.
    func keys(_ place: ListPlace<Never>) -> ScreenKeys<Outcome> {
        ScreenKeys(
            [
                .number(help: "opens that app") { number in
                    guard entries.indices.contains(number - 1) else {
                        return .stay("Type a number from 1 to \(entries.count).")
                    }
                    let coordinator = entries[number - 1].make().makeCoordinator()
                    return await coordinator.start() == .quit ? .leave(.quit) : .stay(nil)
                },
                .paging(help: "turn the pages") { forward in
                    .stay(forward ? place.pages?.next() : place.pages?.previous())
                },
                ScreenKey("b", "back", help: "quits, as q does", trigger: .back, isEssential: true)
                {
                    _ in .leave(.quit)
                },
            ],
            about: """
                On every screen: a number opens that row, /text searches, n/p turn pages, b goes \
                back, q quits, ? shows help, an empty line redraws.
                """)
    }

    /// The apps, each with what it does; a summary wraps under itself before it is cut (the
    /// title never is).
    private var menu: ListScreen {
        ListScreen(
            title: "CleanApps", columns: [.figure, .text],
            rows: entries.map { ListRow([$0.title, $0.summary]) })
    }
}
