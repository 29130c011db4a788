import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import MarketingData
import MarketingDomain
import MarketingTestSupport
import Testing

@testable import SocketHTTP

/// The repository with the real ``SocketHTTPClient`` against the loopback stub server:
/// every failure kind falls back to the bundled documents. Deadlines run on a test clock,
/// so nothing waits for real time.
@Suite struct RemoteMarketingRepositoryLoopbackTests {
    static let targetingPath = "/b22fd39c053b256222b1"
    static let facebookPath = "/0af1bfee844a7003cec5"
    static let bundled = DataOrigin.bundled(takenAt: nil)
    /// Only catches a hang: waiting ends as soon as the request arrives.
    static let hangBound = HangGuard.limit

    func makeRepository(
        _ baseURL: URL, clock: TestClock = TestClock(), requestDeadline: Duration = .seconds(3)
    ) throws -> RemoteMarketingRepository {
        RemoteMarketingRepository(
            client: SocketHTTPClient(clock: clock), baseURL: baseURL,
            fallbackFolder: try MarketingFixtures.folder(), clock: clock,
            requestDeadline: requestDeadline)
    }

    @Test func targetingSpecifics_serverAnswers_isLiveFromTheServer() async throws {
        let server = try StubHTTPServer { request in
            request.path == Self.targetingPath
                ? .json(200, #"[{"target":"Live","available_channels":[]}]"#) : .json(404, "{}")
        }

        let result = try await makeRepository(server.baseURL).targetingSpecifics()

        #expect(result == Sourced([TargetingSpecific(name: "Live", channels: [])], origin: .live))
        #expect(server.requests.map(\.path) == [Self.targetingPath])
        #expect(server.requests.first?.header("Cache-Control") == "no-cache")
    }

    static let failingAnswers: [(String, StubHTTPServer.Response)] = [
        ("500", .text(500, "Internal Server Error")),
        ("garbage", .text(200, "<html>not json at all")),
        ("connection closed", .closeConnection),
        ("not HTTP", .raw(Data("SSH-2.0-OpenSSH\r\n".utf8))),
    ]

    @Test(arguments: failingAnswers)
    func targetingSpecifics_serverFails_usesBundledDocument(
        kind: String, answer: StubHTTPServer.Response
    ) async throws {
        let server = try StubHTTPServer { _ in answer }

        let result = try await makeRepository(server.baseURL).targetingSpecifics()

        #expect(result.origin == Self.bundled)
        #expect(result.value.count == 15)
        #expect(server.requests.count == 1)
    }

    @Test(arguments: failingAnswers)
    func packages_serverFails_usesBundledDocument(kind: String, answer: StubHTTPServer.Response)
        async throws
    {
        let server = try StubHTTPServer { _ in answer }

        let result = try await makeRepository(server.baseURL).packages(
            of: MarketingSamples.facebook)

        #expect(result.origin == Self.bundled)
        #expect(result.value.map(\.price) == [140, 200, 100, 75])
    }

    @Test func targetingSpecifics_connectionRefused_usesBundledDocument() async throws {
        let server = try StubHTTPServer { _ in .json(200, "[]") }
        let baseURL = server.baseURL
        server.stop()

        let result = try await makeRepository(baseURL).targetingSpecifics()

        #expect(result.origin == Self.bundled)
        #expect(result.value.first?.name == "Location")
        #expect(server.requests.isEmpty)
    }

    @Test func targetingSpecifics_serverNeverAnswers_usesBundledAtTheRequestDeadline()
        async throws
    {
        let clock = TestClock()
        let server = try StubHTTPServer { _ in .never }
        let repository = try makeRepository(server.baseURL, clock: clock)
        let probe = FinishProbe { try await repository.targetingSpecifics() }
        #expect(await server.waitForRequests(1, timeout: Self.hangBound))
        #expect(await clock.waitForSleepers(2))

        // NB: the request deadline and the screen deadline are both waiting on the test clock;
        // libcurl's real-time idle timeout is an hour away (`timed(by:)`), so only this clock
        // ends the request, however loaded the machine.
        let (finishedEarly, result) = try await probe.result(whenClock: clock, reaches: .seconds(3))

        #expect(!finishedEarly)
        #expect(result.origin == Self.bundled)
        #expect(result.value.count == 15)
    }

    @Test func targetingSpecifics_serverSlowerThanTheScreenDeadline_usesBundledAtSixSeconds()
        async throws
    {
        let clock = TestClock()
        let server = try StubHTTPServer { _ in .never }
        // NB: a request deadline longer than the screen's, so only the screen deadline can end it.
        let repository = try makeRepository(
            server.baseURL, clock: clock, requestDeadline: .seconds(60))
        let probe = FinishProbe { try await repository.targetingSpecifics() }
        #expect(await server.waitForRequests(1, timeout: Self.hangBound))
        #expect(await clock.waitForSleepers(2))

        let (finishedEarly, result) = try await probe.result(
            whenClock: clock, reaches: .seconds(6))

        #expect(!finishedEarly)
        #expect(result.origin == Self.bundled)
        #expect(result.value.count == 15)
    }
}
