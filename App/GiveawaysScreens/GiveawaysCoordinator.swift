import TextScreens

/// Runs the Giveaways screens: Home at the bottom, with Details, More and Favourites on top;
/// each visit runs a screen the factory makes for it.
@MainActor
final class GiveawaysCoordinator: Coordinator {
    private enum Route: Equatable {
        case home
        case details(id: Int)
        case more
        case favorites
    }

    private let factory: any GiveawaysScreenFactory

    init(factory: any GiveawaysScreenFactory) {
        self.factory = factory
    }

    func start() async -> CoordinatorExit {
        await runRouteStack(from: .home, show: show)
    }

    private func show(_ route: Route) async -> RouteStep<Route> {
        switch route {
        case .home:
            switch await factory.makeHomeScreen().run() {
            case .openDetails(let id): return .push(.details(id: id))
            case .openMore: return .push(.more)
            case .openFavorites: return .push(.favorites)
            case .back: return .pop
            case .quit: return .quit
            }
        case .details(let id):
            return await factory.makeDetailsScreen(id: id).run() == .quit ? .quit : .pop
        case .more:
            switch await factory.makeMoreScreen().run() {
            case .openDetails(let id): return .push(.details(id: id))
            case .back: return .pop
            case .quit: return .quit
            }
        case .favorites:
            switch await factory.makeFavoritesScreen().run() {
            case .open(let id): return .push(.details(id: id))
            case .back: return .pop
            case .quit: return .quit
            }
        }
    }
}
