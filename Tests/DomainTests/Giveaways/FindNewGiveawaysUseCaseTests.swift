import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import GiveawaysDomain
import GiveawaysTestSupport
import Synchronization
import Testing

@Suite struct FindNewGiveawaysUseCaseTests {
    @Test func firstRun_recordsTheFeedAndListsNone() async throws {
        let repository = GiveawaysRepositorySpy()
        repository.onGiveaways { _ in Sourced([.sample(id: 3), .sample(id: 1)], origin: .live) }
        let seen = InMemorySeenGiveawaysRepository()

        let found = try await FindNewGiveawaysUseCase(repository: repository, seen: seen).execute(
            GiveawayQuery())

        #expect(found.value == NewGiveaways(giveaways: [], isFirstRun: true, feedCount: 2))
        #expect(await seen.ids == [1, 3])
    }

    @Test func loadFails_recordsNothing() async throws {
        let repository = GiveawaysRepositorySpy()
        repository.onGiveaways { _ in throw GiveawaysError.unavailable("HTTP 500") }
        let seen = InMemorySeenGiveawaysRepository([1])

        await #expect(throws: GiveawaysError.unavailable("HTTP 500")) {
            try await FindNewGiveawaysUseCase(repository: repository, seen: seen).execute(
                GiveawayQuery())
        }
        #expect(await seen.ids == [1])
    }

    /// The bundled snapshot is not what the service lists now: it is never recorded, on a
    /// first run or later; a saved answer (the response cache) is.
    @Test(arguments: [nil, [7]] as [Set<Int>?])
    func bundledFallback_recordsNothingAndSaysWhy(seenBefore: Set<Int>?) async throws {
        let repository = GiveawaysRepositorySpy()
        repository.onGiveaways { _ in
            Sourced(
                [.sample(id: 1), .sample(id: 2)], origin: .bundled(takenAt: nil),
                fallbackReason: .failure("GamerPower answered HTTP 500"))
        }
        let seen = InMemorySeenGiveawaysRepository(seenBefore)

        await #expect(
            throws: GiveawaysError.onlyBundledCopy(.failure("GamerPower answered HTTP 500"))
        ) {
            try await FindNewGiveawaysUseCase(repository: repository, seen: seen).execute(
                GiveawayQuery())
        }
        #expect(await seen.ids == seenBefore)
    }

    @Test func savedAnswer_isRecorded() async throws {
        let repository = GiveawaysRepositorySpy()
        repository.onGiveaways { _ in
            Sourced(
                [.sample(id: 1), .sample(id: 2)],
                origin: .cache(savedAt: Date(timeIntervalSince1970: 0)),
                fallbackReason: .offline)
        }
        let seen = InMemorySeenGiveawaysRepository([1])

        let found = try await FindNewGiveawaysUseCase(repository: repository, seen: seen).execute(
            GiveawayQuery())

        #expect(found.value.giveaways.map(\.id) == [2])
        #expect(await seen.ids == [1, 2])
    }

    @Test func seenStoreFails_throwsItsError() async throws {
        let repository = GiveawaysRepositorySpy()
        repository.onGiveaways { _ in Sourced([.sample(id: 1)], origin: .live) }
        let seen = InMemorySeenGiveawaysRepository()
        await seen.setFailure(.seenFailed("disk full"))

        await #expect(throws: GiveawaysError.seenFailed("disk full")) {
            try await FindNewGiveawaysUseCase(repository: repository, seen: seen).execute(
                GiveawayQuery())
        }
    }

    @Test func newGiveaways_repeatedIdInFeed_isListedOnce() {
        let feed: [Giveaway] = [.sample(id: 5), .sample(id: 2), .sample(id: 5)]

        let new = NewGiveaways(feed: feed, seenBefore: [2])

        #expect(new.giveaways.map(\.id) == [5])
        #expect(!new.isFirstRun)
    }

    /// Feeds that gain and lose items, run after run: each run lists exactly the ids never in
    /// an earlier feed, in the feed's order, and the first run lists none.
    @Test(arguments: 0..<40)
    func generatedFeeds_listExactlyTheIdsNeverSeenBefore(seed: Int) async throws {
        var generator = SeededGenerator(seed: UInt64(seed))
        let feeds = GeneratedGiveawayFeeds.make(using: &generator)
        let expected = GeneratedGiveawayFeeds.expectedNew(feeds)
        let repository = GiveawaysRepositorySpy()
        let current = FeedBox()
        repository.onGiveaways { _ in Sourced(current.feed.map { .sample(id: $0) }, origin: .live) }
        let seen = InMemorySeenGiveawaysRepository()
        let useCase = FindNewGiveawaysUseCase(repository: repository, seen: seen)

        for (run, feed) in feeds.enumerated() {
            current.feed = feed
            let found = try await useCase.execute(GiveawayQuery()).value

            #expect(found.giveaways.map(\.id) == expected[run], "feeds \(feeds)")
            #expect(found.isFirstRun == (run == 0))
            #expect(found.feedCount == feed.count)
        }
    }
}

/// The feed the spy answers with, changed between runs.
private final class FeedBox: Sendable {
    private let value = Mutex<[Int]>([])

    var feed: [Int] {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
