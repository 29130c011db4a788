import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import GiveawaysDomain
import GiveawaysPresentation
import GiveawaysTestSupport
import Testing

@MainActor
@Suite struct GiveawayDetailsViewModelTests {
    private let repository = GiveawaysRepositorySpy()
    private let favorites = InMemoryFavoritesRepository()
    private let now = Date(timeIntervalSince1970: 1_000_000)

    private func makeViewModel(id: Int = 5) -> GiveawayDetailsViewModel {
        let now = now
        return GiveawayDetailsViewModel(
            id: id,
            dependencies: .init(
                getDetails: GetGiveawayDetailsUseCase(repository: repository),
                loadFavorites: LoadFavoritesUseCase(favorites: favorites),
                toggleFavorite: ToggleFavoriteUseCase(favorites: favorites), now: { now }))
    }

    @Test func initialState_isIdle() {
        #expect(makeViewModel().state.value == .idle)
    }

    @Test func didAppear_found_showsEveryFieldIncludingInstructions() async throws {
        var giveaway = Giveaway.sample(id: 5, title: "Witcher", worthInCents: 2_999, users: 1_234)
        giveaway.instructions = "1. Log in.\r\n2. Claim.\n\n"
        let served = giveaway
        repository.onGiveaway { _ in Sourced(served, origin: .live) }
        let viewModel = makeViewModel()
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        #expect(recorder.values.count == 3)
        #expect(recorder.values[1] == .loading)
        let details = try #require(viewModel.state.value.content)
        #expect(details.title == "Witcher")
        #expect(details.worth == "$29.99")
        #expect(details.users == "1234")
        #expect(details.gamerPowerStatus == "Active")
        #expect(!details.isExpired)
        #expect(details.instructions == ["1. Log in.", "2. Claim."])
        #expect(details.endDate == nil)
        #expect(details.published == "1970-01-01 00:00 UTC")
        #expect(details.openURL?.absoluteString == "https://www.gamerpower.com/open/5")
        #expect(!details.isFavorite)
    }

    @Test func didAppear_endedButListedActive_saysExpiredAndKeepsGamerPowersStatus() async {
        repository.onGiveaway { id in
            Sourced(.sample(id: id, endDate: Date(timeIntervalSince1970: 10)), origin: .live)
        }
        let viewModel = makeViewModel()

        await viewModel.didAppear()

        #expect(viewModel.state.value.content?.isExpired == true)
        #expect(viewModel.state.value.content?.gamerPowerStatus == "Active")
        #expect(viewModel.state.value.content?.endDate == "1970-01-01 00:00 UTC")
    }

    @Test func didAppear_notFound_showsMessage() async {
        repository.onGiveaway { id in throw GiveawaysError.notFound(id: id) }
        let viewModel = makeViewModel(id: 77)

        await viewModel.didAppear()

        #expect(viewModel.state.value == .failure("Giveaway 77 was not found."))
    }

    @Test func didToggleFavorite_togglesAndPersists() async throws {
        repository.onGiveaway { id in Sourced(.sample(id: id), origin: .live) }
        let viewModel = makeViewModel()
        await viewModel.didAppear()

        await viewModel.didToggleFavorite()
        let afterAdd = viewModel.state.value.content?.isFavorite
        await viewModel.didToggleFavorite()

        #expect(afterAdd == true)
        #expect(viewModel.state.value.content?.isFavorite == false)
        #expect(try await favorites.favorites().isEmpty)
    }

    @Test func didToggleFavorite_failure_setsMessageKeepsState() async {
        repository.onGiveaway { id in Sourced(.sample(id: id), origin: .live) }
        let viewModel = makeViewModel()
        await viewModel.didAppear()
        await favorites.setFailure(.favoritesFailed("disk full"))

        await viewModel.didToggleFavorite()

        #expect(viewModel.message.value == "Favourites could not be saved: disk full")
        #expect(viewModel.state.value.content?.isFavorite == false)
    }
}

@MainActor
@Suite struct MoreGiveawaysViewModelTests {
    private let repository = GiveawaysRepositorySpy()

    private func makeViewModel() -> MoreGiveawaysViewModel {
        MoreGiveawaysViewModel(
            loadMore: LoadMoreGiveawaysUseCase(repository: repository),
            loadFavorites: LoadFavoritesUseCase(favorites: InMemoryFavoritesRepository()),
            now: { Date(timeIntervalSince1970: 0) })
    }

    @Test func didAppear_buildsCarouselAndReadableSections() async throws {
        repository.onGiveaways { query in
            switch query.platform?.slug {
            case "epic-games-store":
                return Sourced([.sample(id: 1), .sample(id: 2)], origin: .live)
            case "xbox-series-xs": return Sourced([.sample(id: 3)], origin: .live)
            case "ps4": throw GiveawaysError.unavailable("HTTP 500")
            default: return Sourced([], origin: .live)
            }
        }
        let viewModel = makeViewModel()

        await viewModel.didAppear()

        let content = try #require(viewModel.state.value.content)
        #expect(content.carousel.map(\.id) == [1, 2])
        #expect(content.sections.map(\.title) == ["PlayStation 4", "Xbox Series X|S"])
        #expect(
            content.sections[0].note == "Could not load: Giveaways could not be loaded: HTTP 500")
        #expect(!content.isEmpty)
    }

    @Test func didTurnCarousel_wrapsAround() async {
        repository.onGiveaways { query in
            query.platform == Platform.featured
                ? Sourced([.sample(id: 1), .sample(id: 2), .sample(id: 3)], origin: .live)
                : Sourced([], origin: .live)
        }
        let viewModel = makeViewModel()
        await viewModel.didAppear()

        viewModel.didTurnCarousel(by: -1)
        let back = viewModel.state.value.content?.carouselIndex
        viewModel.didTurnCarousel(by: 2)

        #expect(back == 2)
        #expect(viewModel.state.value.content?.carouselIndex == 1)
    }

    @Test func didAppear_nothingAnywhere_isEmpty() async {
        repository.onGiveaways { _ in Sourced([], origin: .live) }
        let viewModel = makeViewModel()

        await viewModel.didAppear()
        await viewModel.didAppear()

        #expect(viewModel.state.value.content?.isEmpty == true)
        #expect(repository.queries.count == 14)
    }
}

@MainActor
@Suite struct FavoriteGiveawaysViewModelTests {
    @Test func didRemove_removesAndPersists() async throws {
        let favorites = InMemoryFavoritesRepository([.sample(id: 1), .sample(id: 2)])
        let viewModel = RemovableListViewModel.favoriteGiveaways(
            loadFavorites: LoadFavoritesUseCase(favorites: favorites),
            removeFavorite: RemoveFavoriteUseCase(favorites: favorites),
            now: { Date(timeIntervalSince1970: 0) })
        await viewModel.didAppear()

        await viewModel.didRemove(id: 1)

        #expect(viewModel.state.value.content?.map(\.id) == [2])
        #expect(try await favorites.favorites().map(\.id) == [2])
    }

    @Test func didRemove_failure_keepsListAndSaysWhy() async {
        let favorites = InMemoryFavoritesRepository([.sample(id: 1)])
        let viewModel = RemovableListViewModel.favoriteGiveaways(
            loadFavorites: LoadFavoritesUseCase(favorites: favorites),
            removeFavorite: RemoveFavoriteUseCase(favorites: favorites),
            now: { Date(timeIntervalSince1970: 0) })
        await viewModel.didAppear()
        await favorites.setFailure(.favoritesFailed("read-only"))

        await viewModel.didRemove(id: 1)

        #expect(viewModel.state.value.content?.map(\.id) == [1])
        #expect(viewModel.message.value == "Favourites could not be saved: read-only")
    }
}
