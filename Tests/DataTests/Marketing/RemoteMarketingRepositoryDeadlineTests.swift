import Data
import Domain
import Foundation
import Mocks
import Synchronization
import Testing

/// The 6 s screen deadline, on a test clock: nothing sleeps for real.
@Suite struct RemoteMarketingRepositoryDeadlineTests {
    static let targetingPath = "/b22fd39c053b256222b1"
    static let live = #"[{"target":"Live","available_channels":[]}]"#

    func makeRepository(_ client: ScriptedHTTPClient, clock: TestClock) throws
        -> RemoteMarketingRepository
    {
        RemoteMarketingRepository(
            client: client, baseURL: try #require(URL(string: "https://npoint.test")),
            fallbackFolder: try MarketingFixtures.folder(), clock: clock)
    }

    @Test func targetingSpecifics_serverSlowerThanScreenDeadline_usesBundledAtSixSeconds()
        async throws
    {
        let clock = TestClock()
        let client = ScriptedHTTPClient(clock: clock)
        client.script(Self.targetingPath, .delayed(.seconds(10), .ok(Self.live)))
        let repository = try makeRepository(client, clock: clock)
        let finished = Mutex(false)
        let task = Task {
            defer { finished.withLock { $0 = true } }
            return try await repository.targetingSpecifics()
        }
        await clock.waitForSleepers(2)

        await clock.advance(by: .milliseconds(5_999))
        let finishedEarly = finished.withLock { $0 }
        await clock.advance(by: .milliseconds(1))
        let result = try await task.value

        #expect(!finishedEarly)
        #expect(result.origin == .bundled(takenAt: nil))
        #expect(result.value.count == 15)
        #expect(clock.sleeperCount == 0)
    }

    @Test func targetingSpecifics_serverAnswersBeforeDeadline_isLive() async throws {
        let clock = TestClock()
        let client = ScriptedHTTPClient(clock: clock)
        client.script(Self.targetingPath, .delayed(.seconds(2), .ok(Self.live)))
        let repository = try makeRepository(client, clock: clock)
        let task = Task { try await repository.targetingSpecifics() }
        await clock.waitForSleepers(2)

        await clock.advance(by: .seconds(2))
        let result = try await task.value

        #expect(result.origin == .live)
        #expect(result.value.map(\.name) == ["Live"])
        #expect(clock.sleeperCount == 0)
    }

    @Test func targetingSpecifics_clientIgnoringCancellation_stillCostsOnlyTheDeadline()
        async throws
    {
        let clock = TestClock()
        let client = ScriptedHTTPClient(clock: clock)
        client.script(Self.targetingPath, .stuck)
        let repository = try makeRepository(client, clock: clock)
        let task = Task { try await repository.targetingSpecifics() }
        await clock.waitForSleepers(1)

        await clock.advance(by: .seconds(6))
        let result = try await task.value

        #expect(result.origin == .bundled(takenAt: nil))
        #expect(client.stuckCount == 1)
        client.releaseStuckRequests()
    }

    @Test func packagesOfChannels_oneSlowChannel_othersLiveSlowOneBundledAtSixSeconds() async throws
    {
        let clock = TestClock()
        let client = ScriptedHTTPClient(clock: clock)
        client.script(
            "/0af1bfee844a7003cec5",
            .delayed(.seconds(1), .ok(#"{"monthly_fees":[{"price":5,"currency":"USD"}]}"#)))
        client.script("/9789d17ffaf4432dcce0", .delayed(.seconds(30), .fail(.timedOut)))
        client.script("/66a8bfaafccc4b2c2a9a", .fail(.offline))
        let repository = try makeRepository(client, clock: clock)
        let channels = [MarketingSamples.facebook, MarketingSamples.seo, MarketingSamples.twitter]
        let task = Task { try await repository.packages(of: channels) }
        await clock.waitForSleepers(3)

        await clock.advance(by: .seconds(1))
        await clock.advance(by: .seconds(5))
        let results = try await task.value

        #expect(results.map(\.origin) == [.live, .bundled(takenAt: nil), .bundled(takenAt: nil)])
        #expect(results[0].value.map(\.cost.formatted) == ["5.00 USD"])
        #expect(results[1].value.map(\.price) == [270, 320, 180, 110])
        #expect(results[2].value.map(\.price) == [170, 250, 120, 80])
        #expect(clock.sleeperCount == 0)
    }

    @Test func packagesOfChannels_allAnswerQuickly_doesNotWaitForTheDeadline() async throws {
        let clock = TestClock()
        let client = ScriptedHTTPClient(clock: clock)
        client.script("/0af1bfee844a7003cec5", .ok(#"{"monthly_fees":[]}"#))
        client.script("/9789d17ffaf4432dcce0", .ok(#"{"monthly_fees":[]}"#))
        let repository = try makeRepository(client, clock: clock)

        let results = try await repository.packages(of: [
            MarketingSamples.facebook, MarketingSamples.seo,
        ])

        #expect(results == [Sourced([], origin: .live), Sourced([], origin: .live)])
        #expect(clock.sleeperCount == 0)
    }

    @Test func targetingSpecifics_callerCancelled_throwsCancellation() async throws {
        let clock = TestClock()
        let client = ScriptedHTTPClient(clock: clock)
        client.script(Self.targetingPath, .delayed(.seconds(10), .ok(Self.live)))
        let repository = try makeRepository(client, clock: clock)
        let task = Task { try await repository.targetingSpecifics() }
        await clock.waitForSleepers(2)

        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
