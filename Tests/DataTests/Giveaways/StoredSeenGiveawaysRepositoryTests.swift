import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import GiveawaysData
import GiveawaysDomain
import GiveawaysTestSupport
import Testing

@Suite struct StoredSeenGiveawaysRepositoryTests {
    @Test func recordSeen_survivesANewInstance() async throws {
        let directory = try TemporaryDirectory()
        let first = StoredSeenGiveawaysRepository(directory: directory.url, notices: NoticeBoard())

        let none = try await first.recordSeen([3, 1])
        let second = StoredSeenGiveawaysRepository(directory: directory.url, notices: NoticeBoard())
        let before = try await second.recordSeen([4])
        let third = StoredSeenGiveawaysRepository(directory: directory.url, notices: NoticeBoard())

        #expect(none == nil)
        #expect(before == [1, 3])
        #expect(try await third.recordSeen([]) == [1, 3, 4])
    }

    @Test func recordSeen_emptyFirstFeed_stillEndsTheFirstRun() async throws {
        let directory = try TemporaryDirectory()
        let first = StoredSeenGiveawaysRepository(directory: directory.url, notices: NoticeBoard())

        _ = try await first.recordSeen([])
        let second = StoredSeenGiveawaysRepository(directory: directory.url, notices: NoticeBoard())

        #expect(try await second.recordSeen([7]) == [])
    }

    /// The use case over the stored ids, with a new store (a new process) for every run:
    /// each run lists exactly the ids never in an earlier feed.
    @Test(arguments: 0..<12)
    func generatedFeeds_acrossRestarts_listExactlyTheIdsNeverSeenBefore(seed: Int) async throws {
        var generator = SeededGenerator(seed: UInt64(seed) &+ 1_000)
        let feeds = GeneratedGiveawayFeeds.make(using: &generator)
        let expected = GeneratedGiveawayFeeds.expectedNew(feeds)
        let directory = try TemporaryDirectory()

        for (run, feed) in feeds.enumerated() {
            let repository = GiveawaysRepositorySpy()
            repository.onGiveaways { _ in Sourced(feed.map { .sample(id: $0) }, origin: .live) }
            let seen = StoredSeenGiveawaysRepository(
                directory: directory.url, notices: NoticeBoard())

            let found = try await FindNewGiveawaysUseCase(repository: repository, seen: seen)
                .execute(GiveawayQuery()).value

            #expect(found.giveaways.map(\.id) == expected[run], "feeds \(feeds)")
            #expect(found.isFirstRun == (run == 0))
        }
    }

    @Test func recordSeen_beyondTheLimit_keepsTheHighestIds() async throws {
        let directory = try TemporaryDirectory()
        let repository = StoredSeenGiveawaysRepository(
            directory: directory.url, notices: NoticeBoard())
        let limit = StoredSeenGiveawaysRepository.limit

        _ = try await repository.recordSeen(Array(1...(limit + 5)))
        let kept = try #require(try await repository.recordSeen([]))

        #expect(kept.count == limit)
        #expect(kept.min() == 6)
    }

    @Test func recordSeen_corruptFile_isMovedAsideWithOneNoticeAndCountsAsFirstRun() async throws {
        let directory = try TemporaryDirectory()
        try Foundation.Data("[1, 2,".utf8).write(to: directory.appending("seen-giveaways.json"))
        let notices = NoticeBoard()
        let repository = StoredSeenGiveawaysRepository(directory: directory.url, notices: notices)

        let before = try await repository.recordSeen([1])

        #expect(before == nil)
        let posted = notices.drain()
        #expect(posted.count == 1)
        #expect(posted.first?.hasPrefix("seen-giveaways.json was damaged") == true)
        #expect(directory.names().contains { $0.hasPrefix("seen-giveaways.json.corrupt-") })
        #expect(try await repository.recordSeen([]) == [1])
    }

    @Test func recordSeen_unwritableDirectory_throwsSeenFailed() async throws {
        let directory = try TemporaryDirectory()
        try Foundation.Data("file".utf8).write(to: directory.appending("blocker"))
        let repository = StoredSeenGiveawaysRepository(
            directory: directory.appending("blocker/sub"), notices: NoticeBoard())

        await #expect {
            _ = try await repository.recordSeen([1])
        } throws: { error in
            guard case GiveawaysError.seenFailed = error else { return false }
            return true
        }
    }
}
