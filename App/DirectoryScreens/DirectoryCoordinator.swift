import CleanAppsCore
import DirectoryDomain
import TextScreens

/// Runs the Directory: the launch step once, then the member list at the bottom with
/// persons, parties, committees and favourites on top.
@MainActor
final class DirectoryCoordinator: Coordinator {
    private enum Route: Equatable {
        case home
        case person(PersonID)
        case party(PartyID)
        case parties
        case committees
        case committee(CommitteeID)
        case favorites
    }

    private let factory: any DirectoryScreenFactory
    private var launchMessages: [String] = []

    init(factory: any DirectoryScreenFactory) {
        self.factory = factory
    }

    func start() async -> CoordinatorExit {
        switch await factory.makeLaunchScreen().run() {
        case .proceed(let messages): launchMessages = messages
        }
        return await runRouteStack(from: .home, show: show)
    }

    private func show(_ route: Route) async -> RouteStep<Route> {
        switch route {
        case .home:
            let messages = launchMessages
            launchMessages = []
            switch await factory.makeHomeScreen(messages: messages).run() {
            case .openPerson(let id): return .push(.person(id))
            case .openParties: return .push(.parties)
            case .openCommittees: return .push(.committees)
            case .openFavorites: return .push(.favorites)
            case .back: return .pop
            case .quit: return .quit
            }
        case .person(let id):
            switch await factory.makePersonScreen(id: id).run() {
            case .openParty(let party): return .push(.party(party))
            case .back: return .pop
            case .quit: return .quit
            }
        case .party(let id):
            switch await factory.makePartyScreen(id: id).run() {
            case .open(let person): return .push(.person(person))
            case .back: return .pop
            case .quit: return .quit
            }
        case .parties:
            switch await factory.makePartiesScreen().run() {
            case .open(let party): return .push(.party(party))
            case .back: return .pop
            case .quit: return .quit
            }
        case .committees:
            switch await factory.makeCommitteesScreen().run() {
            case .open(let committee): return .push(.committee(committee))
            case .back: return .pop
            case .quit: return .quit
            }
        case .committee(let id):
            switch await factory.makeCommitteeScreen(id: id).run() {
            case .open(let person): return .push(.person(person))
            case .back: return .pop
            case .quit: return .quit
            }
        case .favorites:
            switch await factory.makeFavoritesScreen().run() {
            case .open(let person): return .push(.person(person))
            case .back: return .pop
            case .quit: return .quit
            }
        }
    }
}
