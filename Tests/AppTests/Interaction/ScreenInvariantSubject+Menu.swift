@testable import App
@testable import TextCommands
@testable import TextScreens

/// The main menu over generated apps: app i's title is item i's name.
extension ScreenInvariantSubject {
    static var mainMenu: ScreenInvariantSubject {
        ScreenInvariantSubject(name: "main menu") { data, terminal in
            let opened = OpenedApp()
            let entries = (0..<data.count).map { index in
                AppCoordinator.Entry(
                    name: "app\(index)", title: data.name(index), summary: data.other(index)
                ) { GeneratedApp(index: index, opened: opened) }
            }
            _ = await AppCoordinator(terminal: terminal, entries: entries, drainNotices: { [] })
                .start()
            return opened.index
        }
    }
}

/// Which generated app was opened.
@MainActor
private final class OpenedApp {
    var index: Int?
}

/// An app of the generated main menu: opening it records its index and quits.
@MainActor
private struct GeneratedApp: AppFeature, Coordinator {
    static let name = "app"
    static let title = "App"
    static let summary = "a generated app"

    let index: Int
    let opened: OpenedApp

    init(index: Int, opened: OpenedApp) {
        self.index = index
        self.opened = opened
    }

    init(environment: AppEnvironment) {
        self.init(index: -1, opened: OpenedApp())
    }

    func makeCoordinator() -> any Coordinator { self }

    func start() async -> CoordinatorExit {
        opened.index = index
        return .quit
    }

    func runCommand(_ arguments: [String]) async -> ExitCode { .ok }
}
