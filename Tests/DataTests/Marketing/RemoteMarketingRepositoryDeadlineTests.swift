import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import MarketingData
import MarketingDomain
import MarketingTestSupport
import Testing

/// The 6 s screen deadline, on a test clock: nothing sleeps for real.
@Suite struct RemoteMarketingRepositoryDeadlineTests {
    static let targetingPath = "/b22fd39c053b256222b1"
    static let live = #"[{"target":"Live","available_channels":[]}]"#

    func makeRepository(_ client: HTTPClientSpy, clock: TestClock) throws
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
        let client = HTTPClientSpy(
            MarketingAnswers.routes([
                Self.targetingPath: MarketingAnswers.delayed(
                    .seconds(10), on: clock, MarketingAnswers.ok(Self.live))
            ]))
        let repository = try makeRepository(client, clock: clock)
        let probe = FinishProbe { try await repository.targetingSpecifics() }
        #expect(await clock.waitForSleepers(2))

        let (finishedEarly, result) = try await probe.result(
            whenClock: clock, reaches: .seconds(6))

        #expect(!finishedEarly)
        #expect(result.origin == .bundled(takenAt: nil))
        #expect(result.value.count == 15)
        #expect(clock.sleeperCount == 0)
    }

    @Test func targetingSpecifics_serverAnswersBeforeDeadline_isLive() async throws {
        let clock = TestClock()
        let client = HTTPClientSpy(
            MarketingAnswers.routes([
                Self.targetingPath: MarketingAnswers.delayed(
                    .seconds(2), on: clock, MarketingAnswers.ok(Self.live))
            ]))
        let repository = try makeRepository(client, clock: clock)
        let task = Task { try await repository.targetingSpecifics() }
        #expect(await clock.waitForSleepers(2))

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
        let gate = AsyncGate()
        let client = HTTPClientSpy(
            MarketingAnswers.routes([Self.targetingPath: MarketingAnswers.stuck(at: gate)]))
        let repository = try makeRepository(client, clock: clock)
        let task = Task { try await repository.targetingSpecifics() }
        #expect(await clock.waitForSleepers(1))
        await gate.waitForWaiter()

        await clock.advance(by: .seconds(6))
        let result = try await task.value

        #expect(result.origin == .bundled(takenAt: nil))
        #expect(client.requests.count == 1)
        await gate.open()
    }

    @Test func packagesOfChannels_oneSlowChannel_othersLiveSlowOneBundledAtSixSeconds() async throws
    {
        let clock = TestClock()
        let client = HTTPClientSpy(
            MarketingAnswers.routes([
                "/0af1bfee844a7003cec5": MarketingAnswers.delayed(
                    .seconds(1), on: clock,
                    MarketingAnswers.ok(#"{"monthly_fees":[{"price":5,"currency":"USD"}]}"#)),
                "/9789d17ffaf4432dcce0": MarketingAnswers.delayed(
                    .seconds(30), on: clock, MarketingAnswers.fail(.timedOut)),
                "/66a8bfaafccc4b2c2a9a": MarketingAnswers.fail(.offline),
            ]))
        let repository = try makeRepository(client, clock: clock)
        let channels = [MarketingSamples.facebook, MarketingSamples.seo, MarketingSamples.twitter]
        let task = Task { try await repository.packages(of: channels) }
        #expect(await clock.waitForSleepers(3))

        await clock.advance(by: .seconds(1))
        await clock.advance(by: .seconds(5))
        let results = try await task.value

        #expect(results.map(\.origin) == [.live, .bundled(takenAt: nil), .bundled(takenAt: nil)])
        #expect(results[0].value.map(\.cost.formatted) == ["5.00 USD"])
        #expect(results[1].value.map(\.price) == [270, 320, 180, 110])
        #expect(results[2].value.map(\.price) == [170, 250, 120, 80])
        #expect(clock.sleeperCount == 0)
    }

    /// A channel document with one package (an empty one counts as no answer).
    static let onePackage = #"{"monthly_fees":[{"price":1,"currency":"EUR"}]}"#

    @Test func packagesOfChannels_allAnswerQuickly_doesNotWaitForTheDeadline() async throws {
        let clock = TestClock()
        let client = HTTPClientSpy(
            MarketingAnswers.routes([
                "/0af1bfee844a7003cec5": MarketingAnswers.ok(Self.onePackage),
                "/9789d17ffaf4432dcce0": MarketingAnswers.ok(Self.onePackage),
            ]))
        let repository = try makeRepository(client, clock: clock)

        let results = try await repository.packages(of: [
            MarketingSamples.facebook, MarketingSamples.seo,
        ])

        #expect(results.map(\.origin) == [.live, .live])
        #expect(results.map(\.value.count) == [1, 1])
        #expect(clock.sleeperCount == 0)
    }

    @Test func targetingSpecifics_callerCancelled_throwsCancellation() async throws {
        let clock = TestClock()
        let client = HTTPClientSpy(
            MarketingAnswers.routes([
                Self.targetingPath: MarketingAnswers.delayed(
                    .seconds(10), on: clock, MarketingAnswers.ok(Self.live))
            ]))
        let repository = try makeRepository(client, clock: clock)
        let task = Task { try await repository.targetingSpecifics() }
        #expect(await clock.waitForSleepers(2))

        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
