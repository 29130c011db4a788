import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import GiveawaysDomain
import GiveawaysKit
import GiveawaysPresentation
import GiveawaysTestSupport

@testable import GiveawaysScreens

/// The Giveaways home and More screens over generated giveaways: giveaway i has id i and is
/// worth `$i.07`; on More it is in platform section i mod 14.
extension ScreenInvariantSubject {
    static var giveawaysHome: ScreenInvariantSubject {
        ScreenInvariantSubject(name: "giveaways home", figureKeys: worthKeys) { data, terminal in
            let repository = repository(data)
            let viewModel = GiveawaysComponents(
                repository: repository, favorites: InMemoryFavoritesRepository(),
                seen: InMemorySeenGiveawaysRepository(),
                clock: TestClock(), now: { now }
            ).makeHomeViewModel()
            let screen = GiveawaysHomeScreen(viewModel: viewModel, frame: frame(terminal))
            guard case .openDetails(let id) = await screen.run() else { return nil }
            return id
        }
    }

    static var moreGiveaways: ScreenInvariantSubject {
        ScreenInvariantSubject(
            name: "more giveaways", figureKeys: worthKeys, section: sectionName
        ) { data, terminal in
            let viewModel = MoreGiveawaysViewModel(
                loadMore: LoadMoreGiveawaysUseCase(repository: repository(data)),
                loadFavorites: LoadFavoritesUseCase(favorites: InMemoryFavoritesRepository()),
                now: { now })
            let screen = MoreGiveawaysScreen(viewModel: viewModel, frame: frame(terminal))
            guard case .openDetails(let id) = await screen.run() else { return nil }
            return id
        }
    }

    nonisolated private static let now = Date(timeIntervalSince1970: 1_000)
    nonisolated private static let sectionPlatforms = Platform.remaining + Platform.others

    /// The section of item `key`: its platform's name.
    private static func sectionName(_ key: Int) -> String {
        sectionPlatforms[key % sectionPlatforms.count].displayName
    }

    /// The item keys that the worths in a row's text encode (`$i.07` is item i's).
    private static func worthKeys(_ block: String) -> [Int] {
        block.matches(of: /\$(\d+)\.(\d\d)/).map { $0.2 == "07" ? Int($0.1)! : -1 }
    }

    /// Giveaway i of `data` in platform section i mod 14; the featured platform has two
    /// cards of other ids, without keys.
    private static func repository(_ data: ScreenInvariantData) -> GiveawaysRepositorySpy {
        let giveaways = (0..<data.count).map { index in
            Giveaway.sample(
                id: index, title: data.name(index), worthInCents: index * 100 + 7,
                type: data.other(index),
                platforms: [sectionPlatforms[index % sectionPlatforms.count].displayName])
        }
        let cards = [data.title, data.title + " 2"].enumerated().map {
            Giveaway.sample(id: 100_000 + $0.offset, title: $0.element, worthInCents: 1)
        }
        let repository = GiveawaysRepositorySpy()
        repository.onGiveaways { query in
            guard let platform = query.platform else { return Sourced(giveaways, origin: .live) }
            let listed =
                platform == .featured
                ? cards
                : giveaways.filter {
                    sectionPlatforms[$0.id % sectionPlatforms.count] == platform
                }
            return Sourced(listed, origin: .live)
        }
        repository.onWorth {
            Sourced(GiveawayWorth(activeGiveaways: data.count, worthInCents: 0), origin: .live)
        }
        return repository
    }
}
