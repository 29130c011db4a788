/// Runs the Giveaways screens: Home at the bottom, with Details, More and Favourites on top.
@MainActor
final class GiveawaysCoordinator: Coordinator {
    private enum Route: Equatable {
        case home
        case details(id: Int)
        case more
        case favorites
    }

    private let factory: any GiveawaysScreenFactory
    private lazy var home = factory.makeHomeScreen()
    // NB: More loads nine platforms; it is kept so coming back from Details does not reload.
    private lazy var more = factory.makeMoreScreen()

    init(factory: any GiveawaysScreenFactory) {
        self.factory = factory
    }

    func start() async -> CoordinatorExit {
        return await runRouteStack(from: .home, show: show)
    }

    private func show(_ route: Route) async -> RouteStep<Route> {
        switch route {
        case .home:
            switch await home.run() {
            case .openDetails(let id): return .push(.details(id: id))
            case .openMore: return .push(.more)
            case .openFavorites: return .push(.favorites)
            case .back: return .pop
            case .quit: return .quit
            }
        case .details(let id):
            return await factory.makeDetailsScreen(id: id).run() == .quit ? .quit : .pop
        case .more:
            switch await more.run() {
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
