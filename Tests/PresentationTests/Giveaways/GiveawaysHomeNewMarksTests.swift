import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import GiveawaysDomain
import GiveawaysPresentation
import GiveawaysTestSupport
import Testing

/// The home marks the giveaways that are new since the last visit: none on the first visit
/// (it records what is there), every id the earlier visits never listed afterwards, the
/// marks kept through the visit, and a bundled snapshot never recorded.
@MainActor
@Suite struct GiveawaysHomeNewMarksTests {
    private let repository = GiveawaysRepositorySpy()
    private let favorites = InMemoryFavoritesRepository()
    private let now = Date(timeIntervalSince1970: 1_000_000)

    private func visit(
        _ ids: [Int], visited: InMemorySeenGiveawaysRepository, origin: DataOrigin = .live
    ) async -> GiveawaysHomeViewModel {
        repository.onGiveaways { _ in
            Sourced(ids.map { Giveaway.sample(id: $0, title: "G\($0)") }, origin: origin)
        }
        repository.onWorth {
            Sourced(GiveawayWorth(activeGiveaways: 1, worthInCents: 0), origin: .live)
        }
        let now = now
        let viewModel = GiveawaysHomeViewModel(
            dependencies: .init(
                loadGiveaways: LoadGiveawaysUseCase(repository: repository),
                loadWorth: LoadWorthUseCase(repository: repository),
                loadFavorites: LoadFavoritesUseCase(favorites: favorites),
                toggleFavorite: ToggleFavoriteUseCase(favorites: favorites),
                clock: TestClock(), now: { now }, visited: visited))
        await viewModel.didAppear()
        return viewModel
    }

    private func marked(_ viewModel: GiveawaysHomeViewModel) -> Set<Int> {
        Set(viewModel.state.value.list.content?.filter(\.isNew).map(\.id) ?? [])
    }

    @Test func overGeneratedFeeds_marksExactlyTheIdsNoEarlierVisitListed() async {
        for seed in UInt64(0)..<30 {
            var generator = SeededGenerator(seed: seed)
            let visited = InMemorySeenGiveawaysRepository()
            var everListed: Set<Int>?
            var feed = Set(
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    Int.random(in: 1...40, using: &generator)
                })
            for _ in 0..<5 {
                let viewModel = await visit(feed.sorted(by: >), visited: visited)

                let expected = everListed.map { feed.subtracting($0) } ?? []
                #expect(marked(viewModel) == expected, "seed \(seed)")
                everListed = (everListed ?? []).union(feed)
                // The feed gains and loses items between visits.
                feed = feed.filter { _ in Bool.random(using: &generator) }
                for _ in 0..<Int.random(in: 0...4, using: &generator) {
                    feed.insert(Int.random(in: 1...40, using: &generator))
                }
            }
        }
    }

    @Test func marks_stayThroughTheVisit_whenTheListIsSearchedOrReloaded() async {
        let visited = InMemorySeenGiveawaysRepository([1, 2])
        let viewModel = await visit([1, 2, 3], visited: visited)

        await viewModel.didSubmitSearch("G3")
        let searched = marked(viewModel)
        await viewModel.didSubmitSearch("")
        await viewModel.didRequestRefresh()

        #expect(searched == [3])
        #expect(marked(viewModel) == [3])
    }

    @Test func aBundledSnapshot_isNeitherMarkedNorRecorded() async {
        let visited = InMemorySeenGiveawaysRepository([1])
        let viewModel = await visit([1, 2], visited: visited, origin: .bundled(takenAt: nil))

        #expect(marked(viewModel).isEmpty)
        #expect(await visited.ids == [1])
    }

    @Test func aStoreThatFails_marksNothingAndTheListStillShows() async {
        let visited = InMemorySeenGiveawaysRepository([1])
        await visited.setFailure(.seenFailed("disk full"))

        let viewModel = await visit([1, 2], visited: visited)

        #expect(marked(viewModel).isEmpty)
        #expect(viewModel.state.value.list.content?.count == 2)
    }
}
