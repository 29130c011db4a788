import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

@testable import SocketHTTP

/// The jar client through the live URLSession client against a loopback monobank stub.
@Suite struct MonobankJarClientStubServerTests {
    /// The jar client; its deadline runs on a clock that never moves unless `deadline` is given,
    /// so only the timeout test depends on real time.
    private func client(_ server: StubHTTPServer, deadline: Duration? = nil) -> MonobankJarClient {
        MonobankJarClient(
            httpClient: deadline == nil
                ? SocketHTTPClient(clock: TestClock()) : SocketHTTPClient(),
            endpoint: MonobankJarClient.endpoint(overriddenBy: server.baseURL.absoluteString),
            deadline: deadline ?? .seconds(5), now: { CampaignFixtures.referenceDate },
            makeRequestToken: { "token" })
    }

    @Test func ok_readsTheJarAndPostsTheHandlerBody() async throws {
        let server = try StubHTTPServer { _ in
            .json(200, #"{"jarAmount":4242,"jarStatus":"ACTIVE","jarGoal":100000}"#)
        }

        let details = try await client(server).jarDetails(forJarID: "7qGfg3jWE9")

        #expect(details.collected == Hryvnias(kopecks: 4242))
        #expect(details.goal == Hryvnias(kopecks: 100_000))
        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(request.path == "/api/handler")
        let body = try JSONSerialization.jsonObject(with: request.body) as? [String: String]
        #expect(body == ["c": "hello", "clientId": "7qGfg3jWE9", "Pc": "token"])
    }

    @Test func errCodeBodyWith200_isRefused() async throws {
        let server = try StubHTTPServer { _ in
            .json(200, #"{"errCode":"ERR_NOT_FOUND","errText":"Банку не знайдено"}"#)
        }

        await #expect(throws: CampaignsError.jarRefused("Банку не знайдено")) {
            try await client(server).jarDetails(forJarID: "nojar")
        }
    }

    @Test func status429_isRateLimited() async throws {
        let server = try StubHTTPServer { _ in .text(429, "Too Many Requests") }

        await #expect(throws: CampaignsError.jarRateLimited) {
            try await client(server).jarDetails(forJarID: "abc")
        }
    }

    @Test func silentServer_timesOutAtTheDeadline() async throws {
        let server = try StubHTTPServer { _ in .never }

        await #expect(throws: CampaignsError.timedOut) {
            try await client(server, deadline: .milliseconds(300)).jarDetails(forJarID: "abc")
        }
    }

    @Test(arguments: ["<html>oops</html>", "{\"jarAmount\":", "\u{0}\u{1}garbage"])
    func garbageBody_isBadData(body: String) async throws {
        let server = try StubHTTPServer { _ in .text(200, body) }

        await #expect(throws: CampaignsError.jarBadData) {
            try await client(server).jarDetails(forJarID: "abc")
        }
    }
}
