import CampaignsPresentation
import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import GiveawaysDomain
import Testing

@testable import CleanAppsDataCore
@testable import GiveawaysData

/// An answer with nothing usable never replaces a good one.
@Suite struct GamerPowerUnusableAnswerTests {
    private let directory: TemporaryDirectory
    private let client = HTTPClientSpy()
    private let base = URL(string: "http://127.0.0.1:9/api")!
    private let savedAt = Date(timeIntervalSince1970: 1_700_000_000)

    init() throws {
        directory = try TemporaryDirectory()
    }

    private static let twoItems = """
        [{"id": 1, "title": "One", "platforms": "PC", "type": "Game"},
         {"id": 2, "title": "Two", "platforms": "PC", "type": "Game"}]
        """

    private static let noGiveaways =
        #"{"status":0,"status_message":"No active giveaways available at the moment"}"#

    private func makeRepository(offline: Bool = false, at date: Date)
        -> GamerPowerGiveawaysRepository
    {
        GamerPowerGiveawaysRepository(
            httpClient: client, configuration: .init(baseURL: base, isOffline: offline),
            cache: ResponseCache(directory: directory.url), snapshotURL: nil, now: { date })
    }

    /// Saves the two-item list as the cached answer for the "all" query.
    private func cacheTwoItems() async throws {
        client.answer { _ in .text(200, Self.twoItems) }
        _ = try await makeRepository(at: savedAt).giveaways(matching: GiveawayQuery())
    }

    @Test(arguments: [
        (201, noGiveaways, "GamerPower says: No active giveaways available at the moment"),
        (201, #"{"status":0}"#, "GamerPower says: No active giveaways available at the moment"),
        (200, "[]", "GamerPower answered with no giveaways."),
    ])
    func giveaways_emptyAnswerAfterGoodOne_isReportedAndKeepsTheCache(
        status: Int, body: String, sentence: String
    ) async throws {
        try await cacheTwoItems()
        client.answer { _ in .text(status, body) }

        let live = try await makeRepository(at: savedAt + 60).giveaways(matching: GiveawayQuery())
        let offline = try await makeRepository(offline: true, at: savedAt + 120)
            .giveaways(matching: GiveawayQuery())

        #expect(live == Sourced([], origin: .emptyAnswer(sentence)))
        #expect(offline.value.map(\.id).sorted() == [1, 2])
        #expect(offline.origin == .cache(savedAt: savedAt))
    }

    @Test(arguments: [
        "[1,2,3]",
        #"[{"id": 3, "title": "Three"}, 1, {"title": "no id"}]"#,
        #"[{"id": 3, "title": "Three"}, {}, {}, {}, "x"]"#,
    ])
    func giveaways_mostItemsUnusable_servesTheCacheWithItsNotice(body: String) async throws {
        try await cacheTwoItems()
        client.answer { _ in .text(200, body) }

        let result = try await makeRepository(at: savedAt + 60).giveaways(matching: GiveawayQuery())

        #expect(result.value.map(\.id).sorted() == [1, 2])
        #expect(result.origin == .cache(savedAt: savedAt))
    }

    @Test func giveaways_halfOfItemsUsable_isLiveAndSaved() async throws {
        try await cacheTwoItems()
        client.answer { _ in .text(200, #"[{"id": 3, "title": "Three"}, 7]"#) }

        let result = try await makeRepository(at: savedAt + 60).giveaways(matching: GiveawayQuery())
        let offline = try await makeRepository(offline: true, at: savedAt + 120)
            .giveaways(matching: GiveawayQuery())

        #expect(result.value.map(\.id) == [3])
        #expect(result.origin == .live)
        #expect(offline.value.map(\.id) == [3])
    }

    @Test func giveaways_emptyListSavedByAnOlderVersion_countsAsNoCache() async throws {
        let cache = ResponseCache(directory: directory.url)
        let key = GamerPowerRequest.list(GiveawayQuery()).cacheKey
        try cache.save(Foundation.Data("[]".utf8), for: key, at: savedAt)

        await #expect(throws: GiveawaysError.self) {
            try await makeRepository(offline: true, at: savedAt).giveaways(
                matching: GiveawayQuery())
        }
    }

    @Test func emptyAnswerSentence_hostileMessage_isOneVisibleShortLine() {
        let body = Foundation.Data(
            #"{"status":0,"status_message":"\u001b[2JGone\u200b \nsecond line"}"#.utf8)

        let sentence = GiveawaysDecoding.emptyAnswerSentence(from: body)

        #expect(sentence == "GamerPower says: [2JGone")
    }
}
