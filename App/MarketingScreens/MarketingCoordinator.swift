import CleanAppsCore
import MarketingDomain
import TextScreens

/// Runs the Marketing screens: Targeting at the bottom, then Channels, a channel's
/// Packages and the Review on top. Navigation only: every rule lives in the use cases.
@MainActor
final class MarketingCoordinator: Coordinator {
    private enum Route: Equatable {
        case targeting
        case channels
        case packages(Channel)
        case review
    }

    private let factory: any MarketingScreenFactory

    init(factory: any MarketingScreenFactory) {
        self.factory = factory
    }

    func start() async -> CoordinatorExit {
        await runRouteStack(from: .targeting, show: show)
    }

    private func show(_ route: Route) async -> RouteStep<Route> {
        switch route {
        case .targeting:
            switch await factory.makeTargetingScreen().run() {
            case .proceed: return .push(.channels)
            case .back: return .pop
            case .quit: return .quit
            }
        case .channels:
            switch await factory.makeChannelsScreen().run() {
            case .openPackages(let channel): return .push(.packages(channel))
            case .review: return .push(.review)
            case .back: return .pop
            case .quit: return .quit
            }
        case .packages(let channel):
            return await factory.makePackagesScreen(channel: channel).run() == .quit ? .quit : .pop
        case .review:
            return await factory.makeReviewScreen().run() == .quit ? .quit : .pop
        }
    }
}
