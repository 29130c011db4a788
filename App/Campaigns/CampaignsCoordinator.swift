import Domain

/// Runs the Campaigns screens: the list at the bottom, the form of one campaign on top.
@MainActor
final class CampaignsCoordinator: Coordinator {
    private enum Route: Equatable {
        case list
        case form(Campaign?)
    }

    private enum Step {
        case push(Route)
        /// Back to the list, with a message for it (e.g. what was deleted).
        case pop(message: String?)
        case quit
    }

    private let factory: any CampaignsScreenFactory

    init(factory: any CampaignsScreenFactory) {
        self.factory = factory
    }

    func start() async -> CoordinatorExit {
        var stack: [Route] = [.list]
        var message: String?
        while let route = stack.last {
            let step = await show(route, message: message)
            message = nil
            switch step {
            case .push(let next): stack.append(next)
            case .pop(let note):
                stack.removeLast()
                message = note
            case .quit: return .quit
            }
        }
        return .back
    }

    private func show(_ route: Route, message: String?) async -> Step {
        switch route {
        case .list:
            // NB: a fresh list each time, so it shows what the form saved or deleted.
            switch await factory.makeListScreen().run(message: message) {
            case .open(let campaign): return .push(.form(campaign))
            case .create: return .push(.form(nil))
            case .back: return .pop(message: nil)
            case .quit: return .quit
            }
        case .form(let campaign):
            switch await factory.makeFormScreen(campaign: campaign).run() {
            case .back(let note): return .pop(message: note)
            case .quit: return .quit
            }
        }
    }
}
