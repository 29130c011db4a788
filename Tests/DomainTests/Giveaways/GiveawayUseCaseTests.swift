import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import GiveawaysDomain
import GiveawaysTestSupport
import Testing

@Suite struct GiveawayUseCaseTests {
    @Test func toggleFavorite_addsThenRemoves() async throws {
        let favorites = InMemoryFavoritesRepository()
        let toggle = ToggleFavoriteUseCase(favorites: favorites)
        let giveaway = Giveaway.sample(id: 7)

        let first = try await toggle.execute(giveaway)
        let listed = try await LoadFavoritesUseCase(favorites: favorites).execute()
        let second = try await toggle.execute(giveaway)

        #expect(first)
        #expect(listed.map(\.id) == [7])
        #expect(!second)
        #expect(try await favorites.favorites().isEmpty)
    }

    @Test func toggleFavorite_whenStoreFails_throws() async {
        let favorites = InMemoryFavoritesRepository()
        await favorites.setFailure(.favoritesFailed("disk full"))

        await #expect(throws: GiveawaysError.favoritesFailed("disk full")) {
            try await ToggleFavoriteUseCase(favorites: favorites).execute(.sample(id: 1))
        }
    }

    @Test func loadMore_oneFailingPlatform_becomesEmptySectionWithNote() async {
        let repository = GiveawaysRepositorySpy()
        repository.onGiveaways { query in
            switch query.platform?.slug {
            case "epic-games-store": return Sourced([.sample(id: 1)], origin: .live)
            case "switch": throw GiveawaysError.unavailable("HTTP 500")
            case "ps4": return Sourced([.sample(id: 2), .sample(id: 3)], origin: .live)
            default: return Sourced([], origin: .live)
            }
        }

        let more = await LoadMoreGiveawaysUseCase(repository: repository).execute()

        #expect(more.featured.map(\.id) == [1])
        #expect(
            more.sections.map(\.platform.slug)
                == (Platform.remaining + Platform.others).map(\.slug))
        #expect(more.sections.contains { $0.platform.slug == "gog" })
        let ps4 = more.sections.first { $0.platform.slug == "ps4" }
        #expect(ps4?.giveaways.map(\.id) == [2, 3])
        let switchSection = more.sections.first { $0.platform.slug == "switch" }
        #expect(switchSection?.giveaways.isEmpty == true)
        #expect(switchSection?.failure?.contains("HTTP 500") == true)
        #expect(!more.isEmpty)
        #expect(repository.queries.count == 14)
    }

    @Test func loadMore_everythingEmptyOrFailing_isEmpty() async {
        let repository = GiveawaysRepositorySpy()
        repository.onGiveaways { query in
            if query.platform == Platform.featured { throw GiveawaysError.unavailable("offline") }
            return Sourced([], origin: .live)
        }

        let more = await LoadMoreGiveawaysUseCase(repository: repository).execute()

        #expect(more.isEmpty)
        #expect(more.featuredFailure != nil)
    }

    @Test func details_passesIdAndResult() async throws {
        let repository = GiveawaysRepositorySpy()
        repository.onGiveaway { id in Sourced(.sample(id: id, title: "Found"), origin: .live) }

        let details = try await GetGiveawayDetailsUseCase(repository: repository).execute(id: 42)

        #expect(details.value.title == "Found")
        #expect(repository.detailIDs == [42])
    }
}
