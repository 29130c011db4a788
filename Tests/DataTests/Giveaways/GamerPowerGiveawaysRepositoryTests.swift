import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import GiveawaysDomain
import Testing

@testable import GiveawaysData

@Suite struct GamerPowerGiveawaysRepositoryTests {
    private let directory: TemporaryDirectory
    private let client = HTTPClientSpy()
    private let base = URL(string: "http://127.0.0.1:9/api")!
    private let now = Date(timeIntervalSince1970: 1_700_000_000)
    private let snapshotURL: URL?

    init() throws {
        directory = try TemporaryDirectory()
        let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        snapshotURL = root.appendingPathComponent("Giveaways/giveaways-2022-09-14.json")
    }

    private var cache: ResponseCache { ResponseCache(directory: directory.url) }

    private func makeRepository(offline: Bool = false, snapshot: Bool = true)
        -> GamerPowerGiveawaysRepository
    {
        let now = now
        return GamerPowerGiveawaysRepository(
            httpClient: client, configuration: .init(baseURL: base, isOffline: offline),
            cache: cache, snapshotURL: snapshot ? snapshotURL : nil, now: { now })
    }

    private static let twoItems = """
        [{"id": 1, "title": "One", "platforms": "PC, Steam", "type": "Game", "published_date": "2024-01-02 00:00:00"},
         {"id": 2, "title": "Two", "platforms": "Android", "type": "DLC", "published_date": "2024-01-01 00:00:00"}]
        """

    @Test func giveaways_liveSuccess_isLiveAndCached() async throws {
        client.answer { _ in .text(200, Self.twoItems) }

        let result = try await makeRepository().giveaways(matching: GiveawayQuery())

        #expect(result.origin == .live)
        #expect(result.value.map(\.id) == [1, 2])
        #expect(client.requests.map(\.url.absoluteString) == ["http://127.0.0.1:9/api/giveaways"])
        #expect(cache.load(for: GamerPowerRequest.list(GiveawayQuery()).cacheKey)?.savedAt == now)
    }

    @Test func giveaways_query_buildsApiParameters() async throws {
        client.answer { _ in .text(200, "[]") }
        let query = GiveawayQuery(platform: Platform(slug: "steam"), kind: .loot, sort: .value)

        _ = try await makeRepository().giveaways(matching: query)

        #expect(
            client.requests.first?.url.absoluteString
                == "http://127.0.0.1:9/api/giveaways?platform=steam&type=loot&sort-by=value")
    }

    @Test func giveaways_status201_isEmptyListNotError() async throws {
        client.answer { _ in
            .text(
                201,
                #"{"status": 0, "status_message": "No active giveaways available at the moment"}"#)
        }

        let result = try await makeRepository().giveaways(matching: GiveawayQuery())

        #expect(
            result
                == Sourced(
                    [],
                    origin: .emptyAnswer(
                        "GamerPower says: No active giveaways available at the moment")))
    }

    @Test func giveaways_serverErrorAfterGoodResponse_usesCacheWithItsAge() async throws {
        let repository = makeRepository()
        client.answer { _ in .text(200, Self.twoItems) }
        _ = try await repository.giveaways(matching: GiveawayQuery())
        client.answer { _ in .text(500, "oops") }

        let result = try await makeRepository().giveaways(matching: GiveawayQuery())

        #expect(result.origin == .cache(savedAt: now))
        #expect(result.value.map(\.id) == [1, 2])
    }

    @Test func giveaways_garbageResponse_neverOverwritesGoodCache() async throws {
        client.answer { _ in .text(200, Self.twoItems) }
        _ = try await makeRepository().giveaways(matching: GiveawayQuery())
        client.answer { _ in .text(200, "<html>garbage</html>") }

        let result = try await makeRepository().giveaways(matching: GiveawayQuery())

        #expect(result.origin == .cache(savedAt: now))
        #expect(result.value.count == 2)
    }

    @Test func giveaways_platformNotCached_filtersCachedAllList() async throws {
        client.answer { _ in .text(200, Self.twoItems) }
        _ = try await makeRepository().giveaways(matching: GiveawayQuery())
        client.answer { _ in throw HTTPClientError.offline }

        let result = try await makeRepository().giveaways(
            matching: GiveawayQuery(platform: Platform(slug: "android")))

        #expect(result.value.map(\.id) == [2])
        #expect(result.origin == .cache(savedAt: now))
    }

    @Test func giveaways_offlineWithoutCache_usesBundledSnapshotAndNeverCallsNetwork() async throws
    {
        let result = try await makeRepository(offline: true).giveaways(matching: GiveawayQuery())

        #expect(result.value.count == 116)
        let takenAt = GamerPowerFormat.date(from: "2022-09-14 23:07:32")
        #expect(result.origin == .bundled(takenAt: takenAt))
        #expect(client.requests.isEmpty)
    }

    @Test func giveaways_nothingAnywhere_throwsUnavailableWithReason() async {
        client.answer { _ in throw HTTPClientError.timedOut }

        await #expect(throws: GiveawaysError.self) {
            try await makeRepository(snapshot: false).giveaways(matching: GiveawayQuery())
        }
    }

    @Test func giveaway_seenInList_needsNoRequest() async throws {
        client.answer { _ in .text(200, Self.twoItems) }
        let repository = makeRepository()
        _ = try await repository.giveaways(matching: GiveawayQuery())

        let item = try await repository.giveaway(id: 2)

        #expect(item.value.title == "Two")
        #expect(client.requests.count == 1)
    }

    /// Lists served one after another (more than wait unindexed at once): a giveaway's
    /// details are the copy of the last list that held it, in any number of lists.
    @Test(arguments: [1, 3, 4, 5, 9])
    func giveaway_seenInSeveralLists_isTheLastListsCopy(lists: Int) async throws {
        let repository = makeRepository()
        for served in 1...lists {
            client.answer { _ in
                .text(
                    200,
                    #"[{"id": 1, "title": "One \#(served)"}"#
                        + (served.isMultiple(of: 2)
                            ? "" : #", {"id": 2, "title": "Two \#(served)"}"#)
                        + "]")
            }
            _ = try await repository.giveaways(matching: GiveawayQuery())
        }
        let lastOdd = lists.isMultiple(of: 2) ? lists - 1 : lists

        let one = try await repository.giveaway(id: 1)
        let two = try await repository.giveaway(id: 2)

        #expect(one.value.title == "One \(lists)")
        #expect(two.value.title == "Two \(lastOdd)")
        #expect(client.requests.count == lists)
    }

    @Test func giveaway_unseen_usesSingleItemEndpointWithoutOpenGiveaway() async throws {
        client.answer { request in
            #expect(request.url.absoluteString == "http://127.0.0.1:9/api/giveaway?id=42")
            return .text(
                200,
                #"{"id": 42, "title": "Single", "open_giveaway_url": "https://www.gamerpower.com/open/x"}"#
            )
        }

        let item = try await makeRepository().giveaway(id: 42)

        #expect(item.value.openURL?.absoluteString == "https://www.gamerpower.com/open/x")
        #expect(item.origin == .live)
    }

    @Test func giveaway_404AndNoListHoldsIt_isNotFound() async {
        client.answer { _ in .text(404, #"{"status": 0, "status_message": "No object found"}"#) }

        await #expect(throws: GiveawaysError.notFound(id: 987_654)) {
            try await makeRepository().giveaway(id: 987_654)
        }
    }

    @Test func giveaway_offline_findsItInBundledSnapshot() async throws {
        let item = try await makeRepository(offline: true).giveaway(id: 1913)

        #expect(item.value.title == "Omaku")
    }

    @Test func giveaway_offlineUnknown_isNotFound() async {
        await #expect(throws: GiveawaysError.notFound(id: 1)) {
            try await makeRepository(offline: true).giveaway(id: 1)
        }
    }

    @Test func worth_live_thenCachedOnFailure() async throws {
        client.answer { _ in
            .text(200, #"{"active_giveaways_number": 103, "worth_estimation_usd": "512.75"}"#)
        }
        let live = try await makeRepository().worth()
        client.answer { _ in throw HTTPClientError.offline }

        let cached = try await makeRepository().worth()

        #expect(
            live
                == Sourced(GiveawayWorth(activeGiveaways: 103, worthInCents: 51_275), origin: .live)
        )
        #expect(cached.origin == .cache(savedAt: now))
    }

    @Test func worth_offline_isComputedFromBundledSnapshot() async throws {
        let worth = try await makeRepository(offline: true).worth()

        #expect(worth.value.activeGiveaways > 0)
        #expect(worth.value.activeGiveaways < 116)
        #expect(worth.value.worthInCents > 0)
    }
}
