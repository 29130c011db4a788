import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import GiveawaysDomain
import Testing

@testable import CleanAppsDataCore
@testable import GiveawaysData

@Suite struct GamerPowerGiveawaysRepositoryFallbackTests {
    private let directory: TemporaryDirectory
    private let client = HTTPClientSpy()
    private let snapshotURL: URL?

    init() throws {
        directory = try TemporaryDirectory()
        let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        snapshotURL = root.appendingPathComponent("Giveaways/giveaways-2022-09-14.json")
    }

    private func makeRepository(offline: Bool = false) -> GamerPowerGiveawaysRepository {
        GamerPowerGiveawaysRepository(
            httpClient: client,
            configuration: .init(
                baseURL: URL(string: "http://127.0.0.1:9/api")!, isOffline: offline),
            cache: ResponseCache(directory: directory.url), snapshotURL: snapshotURL,
            now: { Date(timeIntervalSince1970: 1_700_000_000) })
    }

    @Test(arguments: [
        (HTTPResponse.text(500, "oops"), "GamerPower answered HTTP 500"),
        (.text(200, "<html>busy</html>"), "GamerPower answered something that is not JSON"),
    ])
    func giveaways_whenTheServerFails_saysWhatFailed(answer: HTTPResponse, reason: String)
        async throws
    {
        client.answer { _ in answer }

        let list = try await makeRepository().giveaways(matching: GiveawayQuery())

        #expect(list.origin != .live)
        #expect(list.fallbackReason == .failure(reason))
    }

    @Test func giveaways_whenRefused_saysNotReachable() async throws {
        client.answer { _ in throw HTTPClientError.unreachable("connection refused") }

        let list = try await makeRepository().giveaways(matching: GiveawayQuery())

        #expect(list.fallbackReason == .failure("GamerPower is not reachable (connection refused)"))
    }

    @Test func giveaways_offline_saysOfflineWasAsked() async throws {
        let list = try await makeRepository(offline: true).giveaways(matching: GiveawayQuery())

        #expect(list.fallbackReason == .offline)
        #expect(client.requests.isEmpty)
    }

    @Test func giveaways_offlineWithoutACopy_throwsTheTypedOfflineError() async throws {
        let repository = GamerPowerGiveawaysRepository(
            httpClient: client,
            configuration: .init(baseURL: URL.literal("http://127.0.0.1:9/api"), isOffline: true),
            cache: ResponseCache(directory: directory.url), snapshotURL: nil)

        await #expect(throws: GiveawaysError.offlineWithoutCopy) {
            try await repository.giveaways(matching: GiveawayQuery())
        }
        await #expect(throws: GiveawaysError.offlineWithoutCopy) { try await repository.worth() }
        #expect(client.requests.isEmpty)
    }

    @Test func giveaway_404WhileTheListHoldsIt_isTheListsCopyWithANotice() async throws {
        client.answer { request in
            request.url.path.hasSuffix("/giveaway")
                ? .text(404, #"{"status": 0}"#)
                : .text(200, #"[{"id": 7, "title": "Seven", "status": "Active"}]"#)
        }

        let item = try await makeRepository().giveaway(id: 7)

        #expect(item.value.title == "Seven")
        #expect(item.origin == .live)
        #expect(
            item.fallbackReason
                == .failure(
                    "GamerPower answered that giveaway 7 does not exist; showing the copy from the list"
                ))
    }
}
