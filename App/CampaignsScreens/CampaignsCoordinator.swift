import CampaignsDomain
import CleanAppsCore
import TextScreens

/// Runs the Campaigns screens: the list at the bottom, the form of one campaign on top.
@MainActor
final class CampaignsCoordinator: Coordinator {
    private enum Route: Equatable {
        case list
        case form(Campaign?)
    }

    private let factory: any CampaignsScreenFactory
    /// What the list shows under it when it is next drawn (e.g. what the form deleted).
    private var listMessage: String?

    init(factory: any CampaignsScreenFactory) {
        self.factory = factory
    }

    func start() async -> CoordinatorExit {
        await runRouteStack(from: .list, show: show)
    }

    private func show(_ route: Route) async -> RouteStep<Route> {
        switch route {
        case .list:
            let message = listMessage
            listMessage = nil
            // NB: a fresh list each time, so it shows what the form saved or deleted.
            switch await factory.makeListScreen(message: message).run() {
            case .open(let campaign): return .push(.form(campaign))
            case .create: return .push(.form(nil))
            case .back: return .pop
            case .quit: return .quit
            }
        case .form(let campaign):
            switch await factory.makeFormScreen(campaign: campaign).run() {
            case .back(let note):
                listMessage = note
                return .pop
            case .quit: return .quit
            }
        }
    }
}
