import CleanAppsCore
import CleanAppsPresentationCore
import TextScreens
import WaterDomain
import WaterPresentation

/// Runs the Water screens from one optional ``Destination``: nil is the list, and each
/// other value is exactly one screen on top of it.
///
/// NB: as in the original demo, navigation is state. Two destinations can never show at
/// once because there is only one value, and tests drive navigation by setting
/// ``destination`` and showing it.
@MainActor
final class WaterCoordinator: Coordinator {
    /// The screen shown on top of the list.
    enum Destination: Equatable {
        case readme
        case details(WaterSource.ID)
        /// An alert over the details of a source; dismissing it returns there.
        case alert(SanitizationAlert, sourceID: WaterSource.ID)
    }

    /// Where the user is now; nil is the list.
    var destination: Destination?
    private let screens: any WaterScreenFactory

    init(screens: any WaterScreenFactory, destination: Destination? = nil) {
        self.screens = screens
        self.destination = destination
    }

    func start() async -> CoordinatorExit {
        while true {
            if let exit = await showDestination() { return exit }
        }
    }

    /// Shows the screen for ``destination`` once and sets the next destination from its
    /// outcome; returns an exit when the user leaves the Water app.
    func showDestination() async -> CoordinatorExit? {
        switch destination {
        case nil:
            switch await screens.makeListScreen().run() {
            case .openDetails(let id): destination = .details(id)
            case .openReadme: destination = .readme
            case .back: return .back
            case .quit: return .quit
            }
        case .readme:
            switch await screens.makeReadmeScreen().run() {
            case .dismiss: destination = nil
            case .quit: return .quit
            }
        case .details(let id):
            switch await screens.makeDetailsScreen(id: id).run() {
            case .completed(let alert): destination = .alert(alert, sourceID: id)
            case .back: destination = nil
            case .quit: return .quit
            }
        case .alert(let alert, let id):
            switch await screens.makeAlertScreen(alert).run() {
            case .dismiss: destination = .details(id)
            case .quit: return .quit
            }
        }
        return nil
    }
}
