import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryKit
import DirectoryPresentation
import DirectoryTestSupport
import Foundation
import GiveawaysKit
import GiveawaysPresentation
import GiveawaysTestSupport
import MarketingDomain
import MarketingKit
import MarketingPresentation
import MarketingTestSupport
import Testing

/// Every kit can be wired over its feature's test doubles, as Water's and Campaigns' can, so a
/// test of a view model does not re-type the kit's wiring.
@MainActor
@Suite struct KitTestSeamTests {
    @Test func giveaways_overDoubles_listsTheFavouritesItIsGiven() async {
        let kit = GiveawaysComponents(
            repository: GiveawaysRepositorySpy(),
            favorites: InMemoryFavoritesRepository([.sample(id: 7, title: "Seam Game")]),
            seen: InMemorySeenGiveawaysRepository(),
            clock: TestClock(), now: { Date(timeIntervalSince1970: 0) })
        let favourites = kit.makeFavoritesViewModel()

        await favourites.didAppear()

        #expect(favourites.state.value.content?.map(\.title) == ["Seam Game"])
    }

    @Test func directory_overDoubles_listsThePeopleOfItsRepository() async {
        let kit = DirectoryComponents(
            repository: InMemoryDirectoryRepository(directory: DirectorySamples.directory()),
            bundledWorkbook: DirectoryWorkbookSourceSpy())
        let home = kit.makeHomeViewModel()

        await home.didAppear()

        let names = home.state.value.list.content?.flatMap(\.rows).map(\.name) ?? []
        #expect(Set(names) == Set(DirectorySamples.persons.map(\.name)))
    }

    @Test func marketing_overDoubles_asksItsRepositoryForTheTargeting() async throws {
        let folder = try TemporaryDirectory()
        let repository = MarketingRepositorySpy()
        repository.onTargeting { Sourced(MarketingSamples.targets, origin: .live) }
        let kit = MarketingComponents(
            repository: repository,
            paths: AppPaths(
                dataDirectory: folder.appending("data"), cacheDirectory: folder.appending("cache")))
        let targeting = kit.makeTargetingViewModel(session: kit.makeSession(resuming: .init()))

        await targeting.didAppear()

        #expect(repository.targetingCalls == 1)
        #expect(
            targeting.state.value.list.content?.map(\.name) == MarketingSamples.targets.map(\.name))
    }
}
