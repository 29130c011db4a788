import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import GiveawaysDomain
import Testing

@testable import CampaignsData
@testable import CleanAppsDataCore
@testable import GiveawaysData
@testable import MarketingData
@testable import SocketHTTP

/// The real repositories, over the real ``SocketHTTPClient``, against a loopback server
/// that sends an endless body, claims 10 GB, stalls halfway, sends invalid UTF-8 or 100,000
/// nested arrays: each request ends by its size cap or its deadline (on a test clock) with a
/// typed error, and the repository gives its documented fallback.
@Suite struct HostileNetworkRepositoryTests {
    private let clock = TestClock()
    private let recorder: RecordingHTTPClient

    init() {
        recorder = RecordingHTTPClient(SocketHTTPClient(clock: clock))
    }

    // MARK: GamerPower (fallback: cached or bundled snapshot; else `unavailable`)

    @Test(arguments: HostileServer.allCases)
    func gamerPower_withSnapshot_fallsBackToTheBundledSnapshot(server: HostileServer)
        async throws
    {
        let snapshot = try Self.fixture("Giveaways/giveaways-2022-09-14.json")

        let result = try await server.run(clock: clock, deadline: .seconds(10), sleepers: 1) {
            try await gamerPower($0, snapshotURL: snapshot).giveaways(matching: GiveawayQuery())
        }

        #expect(result.origin.isBundled)
        #expect(!result.value.isEmpty)
        #expect(recorder.outcomes == [server.clientOutcome(cap: 10_000_000)])
    }

    @Test(arguments: HostileServer.allCases)
    func gamerPower_withoutFallback_throwsUnavailableSayingWhy(server: HostileServer)
        async throws
    {
        let error = await #expect(throws: GiveawaysError.self) {
            try await server.run(clock: clock, deadline: .seconds(10), sleepers: 1) {
                try await gamerPower($0, snapshotURL: nil).giveaways(matching: GiveawayQuery())
            }
        }

        let reason =
            switch server {
            case .endlessBody, .tenGigabyteContentLength:
                "GamerPower answered something CleanApps cannot read (response larger than 10000000 bytes)"
            case .stallsHalfway: "GamerPower did not answer within 10 s"
            case .invalidUTF8, .nestedJSON: "GamerPower answered something that is not JSON"
            }
        #expect(error == .unavailable("\(reason), and there is no saved or bundled copy."))
    }

    // MARK: monobank jar (fallback: the campaign keeps its last details, marked stale)

    @Test(arguments: HostileServer.allCases)
    func monobankJar_throwsTypedErrorAndTheRefreshKeepsTheStaleDetails(server: HostileServer)
        async throws
    {
        let last = CampaignFixtures.jarDetails(collected: 700)
        let campaign = CampaignFixtures.campaign(
            jarLink: CampaignFixtures.monobankLink("abcDEF123"), jarDetails: last)
        let repository = InMemoryCampaignsRepository([campaign])
        let expected: CampaignsError = server == .stallsHalfway ? .timedOut : .jarBadData

        let report = try await server.run(clock: clock, deadline: .seconds(8), sleepers: 2) {
            let source = MonobankJarClient(
                httpClient: recorder, endpoint: $0.url("/api/handler"), deadline: .seconds(8))
            return await RefreshJarProgressUseCase(
                source: source, repository: repository, clock: clock, deadline: .seconds(10)
            ).execute([campaign])
        }

        #expect(report.statuses[campaign.id] == .stale(expected.message))
        #expect(report.campaigns.first?.jarDetails == last)
        #expect(await repository.stored.first?.jarDetails == last)
        #expect(recorder.outcomes == [server.clientOutcome(cap: 256 * 1024)])
    }

    // MARK: Marketing npoint (fallback: the bundled documents)

    @Test(arguments: HostileServer.allCases)
    func marketing_fallsBackToTheBundledDocuments(server: HostileServer) async throws {
        let folder = try MarketingFixtures.folder()

        let result = try await server.run(clock: clock, deadline: .seconds(3), sleepers: 2) {
            try await RemoteMarketingRepository(
                client: recorder, baseURL: $0.baseURL, fallbackFolder: folder, clock: clock
            ).targetingSpecifics()
        }

        #expect(result.origin == .bundled(takenAt: nil))
        #expect(result.value.count == 15)
        #expect(recorder.outcomes == [server.clientOutcome(cap: 1_000_000)])
    }

    private func gamerPower(_ server: StubHTTPServer, snapshotURL: URL?)
        -> GamerPowerGiveawaysRepository
    {
        GamerPowerGiveawaysRepository(
            httpClient: recorder,
            configuration: .init(baseURL: server.url("/api"), deadline: .seconds(10)),
            cache: nil, snapshotURL: snapshotURL)
    }

    private static func fixture(_ path: String) throws -> URL {
        let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return root.appendingPathComponent(path)
    }
}

extension DataOrigin {
    /// Whether the data came from the copy bundled with CleanApps.
    fileprivate var isBundled: Bool {
        if case .bundled = self { return true }
        return false
    }
}
