import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import GiveawaysDomain
import GiveawaysPresentation
import GiveawaysTestSupport
import Synchronization
import Testing

@MainActor
@Suite struct GiveawaysHomeViewModelTests {
    private let repository = GiveawaysRepositorySpy()
    private let favorites = InMemoryFavoritesRepository()
    private let clock = TestClock()
    private let now = Date(timeIntervalSince1970: 1_000_000)

    private func makeViewModel() -> GiveawaysHomeViewModel {
        let now = now
        return GiveawaysHomeViewModel(
            dependencies: .init(
                loadGiveaways: LoadGiveawaysUseCase(repository: repository),
                loadWorth: LoadWorthUseCase(repository: repository),
                loadFavorites: LoadFavoritesUseCase(favorites: favorites),
                toggleFavorite: ToggleFavoriteUseCase(favorites: favorites),
                clock: clock, now: { now }))
    }

    private func serve(_ items: [Giveaway], origin: DataOrigin = .live) {
        repository.onGiveaways { _ in Sourced(items, origin: origin) }
        repository.onWorth {
            Sourced(GiveawayWorth(activeGiveaways: 103, worthInCents: 51_275), origin: .live)
        }
    }

    private func titles(_ state: GiveawaysHomeState?) -> [String]? {
        state?.list.content?.map(\.title)
    }

    @Test func initialState_isIdle() {
        #expect(makeViewModel().state.value.list == .idle)
    }

    @Test func didAppear_success_goesLoadingThenRows() async {
        serve([.sample(id: 1, title: "Test Giveaway", worthInCents: 499)])
        let viewModel = makeViewModel()
        let recorder = StateRecorder(viewModel.state)

        await viewModel.didAppear()

        #expect(recorder.values.map(\.list.content?.count) == [nil, nil, 1])
        #expect(recorder.values[1].list == .loading)
        let row = recorder.last?.list.content?.first
        #expect(row?.title == "Test Giveaway")
        #expect(row?.worth == "$4.99")
        #expect(recorder.last?.summary == "GamerPower lists 103 giveaways as active, worth $512.75")
        #expect(recorder.last?.originNote == nil)
    }

    @Test func didAppear_failure_showsMessage() async {
        repository.onGiveaways { _ in throw GiveawaysError.unavailable("no network") }
        repository.onWorth { throw GiveawaysError.unavailable("no network") }
        let viewModel = makeViewModel()

        await viewModel.didAppear()

        #expect(viewModel.state.value.list == .failure("Giveaways could not be loaded: no network"))
        #expect(viewModel.state.value.summary == nil)
    }

    @Test func didAppear_secondTime_doesNotReload() async {
        serve([.sample(id: 1)])
        let viewModel = makeViewModel()

        await viewModel.didAppear()
        await viewModel.didAppear()

        #expect(repository.queries.count == 1)
    }

    @Test func didAppear_bundledData_saysSo() async {
        serve(
            [.sample(id: 1)], origin: .bundled(takenAt: Date(timeIntervalSince1970: 1_663_113_600)))
        let viewModel = makeViewModel()

        await viewModel.didAppear()

        #expect(
            viewModel.state.value.originNote?.description.contains(
                "bundled snapshot of 14 Sep 2022")
                == true)
    }

    @Test func tabSortAndKindChanges_afterLoad_askForWorthOnce() async {
        serve([.sample(id: 1, title: "Test Giveaway")])
        let worthCalls = Mutex(0)
        repository.onWorth {
            worthCalls.withLock { $0 += 1 }
            return Sourced(GiveawayWorth(activeGiveaways: 1, worthInCents: 100), origin: .live)
        }
        let viewModel = makeViewModel()

        await viewModel.didAppear()
        await viewModel.didSelectTab(at: 1)
        await viewModel.didChangeSort(.value)
        await viewModel.didChangeKind(.game)

        #expect(worthCalls.withLock { $0 } == 1)
        #expect(
            viewModel.state.value.summary == "GamerPower lists 1 giveaway as active, worth $1.00")
    }

    @Test func didSelectTab_queriesPlatformAndClearsSearch() async {
        serve([.sample(id: 1, title: "Alpha")])
        let viewModel = makeViewModel()
        await viewModel.didAppear()
        await viewModel.didSubmitSearch("zzz")

        await viewModel.didSelectTab(at: 1)

        #expect(repository.queries.last?.platform?.slug == "pc")
        #expect(viewModel.state.value.searchText == "")
        #expect(titles(viewModel.state.value) == ["Alpha"])
    }

    @Test func didChangeSortAndKind_reloadWithThem() async {
        serve([])
        let viewModel = makeViewModel()

        await viewModel.didChangeSort(.popularity)
        await viewModel.didChangeKind(.loot)

        #expect(repository.queries.last == GiveawayQuery(kind: .loot, sort: .popularity))
        #expect(viewModel.state.value.list == .success([]))
    }

    @Test func didSubmitSearch_filtersLocallyWithoutCallingTheApi() async {
        serve([.sample(id: 1, title: "Steam Game"), .sample(id: 2, title: "Epic Giveaway")])
        let viewModel = makeViewModel()
        await viewModel.didAppear()

        await viewModel.didSubmitSearch("steam")

        #expect(titles(viewModel.state.value) == ["Steam Game"])
        #expect(repository.queries.count == 1)
    }

    @Test func didEnterSearch_debouncesAndDropsDuplicates() async {
        serve([.sample(id: 1, title: "Steam Game"), .sample(id: 2, title: "Epic Giveaway")])
        let viewModel = makeViewModel()
        await viewModel.didAppear()
        let recorder = StateRecorder(viewModel.state)

        let first = Task { await viewModel.didEnterSearch("st") }
        await clock.waitForSleepers(1)
        let second = Task { await viewModel.didEnterSearch("epic") }
        await first.value
        await clock.waitForSleepers(1)
        await clock.advance(by: .milliseconds(299))
        let beforeDeadline = recorder.values.count
        await clock.advance(by: .milliseconds(1))
        await second.value
        let third = Task { await viewModel.didEnterSearch("epic") }
        await clock.waitForSleepers(1)
        await clock.advance(by: .milliseconds(300))
        await third.value

        #expect(beforeDeadline == 1)
        #expect(recorder.values.map(\.searchText) == ["", "epic"])
        #expect(titles(recorder.last) == ["Epic Giveaway"])
    }

    @Test func didSubmitSearch_duringLoad_isAppliedWhenLoadEnds() async {
        let gate = AsyncGate()
        repository.onGiveaways { _ in
            await gate.wait()
            return Sourced(
                [.sample(id: 1, title: "Steam Game"), .sample(id: 2, title: "Other")], origin: .live
            )
        }
        repository.onWorth { throw GiveawaysError.unavailable("x") }
        let viewModel = makeViewModel()

        let load = Task { await viewModel.didAppear() }
        await gate.waitForWaiter()
        await viewModel.didSubmitSearch("steam")
        let duringLoad = viewModel.state.value.list
        await gate.open()
        await load.value

        #expect(duringLoad == .loading)
        #expect(titles(viewModel.state.value) == ["Steam Game"])
    }

    @Test func didToggleFavorite_marksRowAndPersists() async throws {
        serve([.sample(id: 1), .sample(id: 2)])
        let viewModel = makeViewModel()
        await viewModel.didAppear()

        await viewModel.didToggleFavorite(id: 2)

        #expect(viewModel.state.value.list.content?.map(\.isFavorite) == [false, true])
        #expect(try await favorites.favorites().map(\.id) == [2])
    }

    @Test func didToggleFavorite_failure_showsMessageKeepsMark() async {
        serve([.sample(id: 1)])
        let viewModel = makeViewModel()
        await viewModel.didAppear()
        await favorites.setFailure(.favoritesFailed("read-only data directory"))

        await viewModel.didToggleFavorite(id: 1)

        #expect(
            viewModel.state.value.message
                == "Favourites could not be saved: read-only data directory")
        #expect(viewModel.state.value.list.content?.first?.isFavorite == false)
    }

    @Test func didAppear_again_picksUpFavouritesChangedElsewhere() async throws {
        serve([.sample(id: 1)])
        let viewModel = makeViewModel()
        await viewModel.didAppear()
        try await favorites.add(.sample(id: 1))

        await viewModel.didAppear()

        #expect(viewModel.state.value.list.content?.first?.isFavorite == true)
    }

    @Test func rows_expiredItem_isMarked() async {
        serve([.sample(id: 1, endDate: Date(timeIntervalSince1970: 999_999))])
        let viewModel = makeViewModel()

        await viewModel.didAppear()

        let row = viewModel.state.value.list.content?.first
        #expect(row?.isExpired == true)
        #expect(row?.ends == "ended 1970-01-12 13:46 UTC")
    }

    @Test func viewModel_whenReleased_doesNotLeak() async {
        serve([.sample(id: 1)])
        weak var weakViewModel: GiveawaysHomeViewModel?

        do {
            let viewModel = makeViewModel()
            weakViewModel = viewModel
            await viewModel.didAppear()
            await viewModel.didSubmitSearch("x")
        }

        #expect(weakViewModel == nil)
    }
}
