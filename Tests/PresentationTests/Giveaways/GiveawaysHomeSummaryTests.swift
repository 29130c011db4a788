import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import GiveawaysDomain
import GiveawaysPresentation
import GiveawaysTestSupport
import Testing

@MainActor
@Suite struct GiveawaysHomeSummaryTests {
    private let repository = GiveawaysRepositorySpy()
    private let favorites = InMemoryFavoritesRepository()
    private let now = Date(timeIntervalSince1970: 1_000_000)

    private func makeViewModel() -> GiveawaysHomeViewModel {
        let now = now
        return GiveawaysHomeViewModel(
            dependencies: .init(
                loadGiveaways: LoadGiveawaysUseCase(repository: repository),
                loadWorth: LoadWorthUseCase(repository: repository),
                loadFavorites: LoadFavoritesUseCase(favorites: favorites),
                toggleFavorite: ToggleFavoriteUseCase(favorites: favorites),
                clock: TestClock(), now: { now }))
    }

    @Test func didAppear_whenWorthIsOnlyTheSnapshot_countsTheListOnScreenAndSaysSo() async {
        repository.onGiveaways { _ in
            Sourced(
                [
                    .sample(id: 1, worthInCents: 1_000), .sample(id: 2, worthInCents: 250),
                    .sample(id: 3, worthInCents: 9_999, status: "Expired"),
                ], origin: .live)
        }
        repository.onWorth {
            Sourced(
                GiveawayWorth(activeGiveaways: 98, worthInCents: 12_708),
                origin: .bundled(takenAt: nil),
                fallbackReason: .failure("GamerPower answered HTTP 500"))
        }
        let viewModel = makeViewModel()

        await viewModel.didAppear()

        #expect(
            viewModel.state.value.summary
                == "Counted from this list: 2 giveaways not expired, worth $12.50"
        )
    }

    @Test func didAppear_whenWorthFailsAndTheListIsEmpty_showsNoFigures() async {
        repository.onGiveaways { _ in Sourced([], origin: .live) }
        repository.onWorth {
            Sourced(
                GiveawayWorth(activeGiveaways: 98, worthInCents: 12_708),
                origin: .bundled(takenAt: nil))
        }
        let viewModel = makeViewModel()

        await viewModel.didAppear()

        #expect(viewModel.state.value.summary == nil)
    }

    @Test func didAppear_whenWorthIsGamerPowers_saysItIsGamerPowersActiveCount() async {
        repository.onGiveaways { _ in Sourced([.sample(id: 1, worthInCents: 1_000)], origin: .live)
        }
        repository.onWorth {
            Sourced(GiveawayWorth(activeGiveaways: 98, worthInCents: 12_708), origin: .live)
        }
        let viewModel = makeViewModel()

        await viewModel.didAppear()

        #expect(
            viewModel.state.value.summary
                == "GamerPower lists 98 giveaways as active, worth $127.08")
    }
}
