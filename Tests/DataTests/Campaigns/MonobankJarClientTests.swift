import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

@Suite struct MonobankJarClientTests {
    private let fetchedAt = CampaignFixtures.referenceDate

    private func client(
        _ http: FakeJarHTTPClient, endpoint: URL? = MonobankJarClient.defaultEndpoint
    )
        -> MonobankJarClient
    {
        let fetchedAt = fetchedAt
        return MonobankJarClient(
            httpClient: http, endpoint: endpoint, deadline: .seconds(3), now: { fetchedAt },
            makeRequestToken: { "token-1" })
    }

    @Test func jarDetails_okAnswer_readsAmountStatusAndGoal() async throws {
        let http = FakeJarHTTPClient(
            status: 200,
            body:
                #"{"jarAmount":4242,"jarStatus":"ACTIVE","jarGoal":100000,"name":"Дрон","isTrusted":true}"#
        )

        let details = try await client(http).jarDetails(forJarID: "7qGfg3jWE9")

        #expect(
            details
                == JarDetails(
                    collected: Hryvnias(kopecks: 4242), status: "ACTIVE",
                    goal: Hryvnias(kopecks: 100_000), fetchedAt: fetchedAt))
    }

    @Test func jarDetails_sendsTheHandlerRequest() async throws {
        let http = FakeJarHTTPClient(
            status: 200, body: #"{"jarAmount":10000,"jarStatus":"ACTIVE"}"#)

        _ = try await client(http).jarDetails(forJarID: "7qGfg3jWE9")

        let request = try #require(http.requests.first)
        #expect(request.method == .post)
        #expect(request.url.absoluteString == "https://send.monobank.ua/api/handler")
        #expect(request.headers["Content-Type"] == "application/json")
        #expect(request.deadline == .seconds(3))
        let body = try #require(request.body)
        let json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: String])
        #expect(json == ["c": "hello", "clientId": "7qGfg3jWE9", "Pc": "token-1"])
    }

    @Test func jarDetails_missingGoal_isNil() async throws {
        let http = FakeJarHTTPClient(
            status: 200, body: #"{"jarAmount":0,"jarStatus":"CLOSED","jarGoal":0}"#)

        let details = try await client(http).jarDetails(forJarID: "abc")

        #expect(details.goal == nil)
        #expect(!details.isActive)
    }

    @Test(
        arguments: [
            (
                200, #"{"errCode":"ERR_NOT_FOUND","errText":"Банку не знайдено"}"#,
                CampaignsError.jarRefused("Банку не знайдено")
            ),
            (400, #"{"errCode":1001,"errText":null}"#, .jarRefused("1001")),
            (200, #"{"errText":"bad\u0007\n text"}"#, .jarRefused("bad text")),
            (429, "Too Many Requests", .jarRateLimited),
            (429, #"{"errCode":"429"}"#, .jarRateLimited),
            (503, "<html>down</html>", .jarServiceFailed(status: 503)),
            (200, "<html>not json</html>", .jarBadData),
            (200, "", .jarBadData),
            (200, "[1,2,3]", .jarBadData),
            (200, #"{"jarStatus":"ACTIVE"}"#, .jarBadData),
            (200, #"{"jarAmount":100}"#, .jarBadData),
            (200, #"{"jarAmount":"100","jarStatus":"ACTIVE"}"#, .jarBadData),
            (200, #"{"jarAmount":-5,"jarStatus":"ACTIVE"}"#, .jarBadData),
            (200, #"{"jarAmount":1e400,"jarStatus":"ACTIVE"}"#, .jarBadData),
        ] as [(Int, String, CampaignsError)])
    func jarDetails_badAnswer_throwsMappedError(status: Int, body: String, error: CampaignsError)
        async
    {
        let http = FakeJarHTTPClient(status: status, body: body)

        await #expect(throws: error) { try await client(http).jarDetails(forJarID: "abc") }
    }

    @Test(arguments: [
        (HTTPClientError.offline, CampaignsError.offline),
        (.timedOut, .timedOut),
        (.badData("too large"), .jarBadData),
        (.server(status: 429), .jarRateLimited),
        (.server(status: 500), .jarServiceFailed(status: 500)),
    ])
    func jarDetails_transportFailure_isMapped(failure: HTTPClientError, error: CampaignsError) async
    {
        let http = FakeJarHTTPClient(failingWith: failure)

        await #expect(throws: error) { try await client(http).jarDetails(forJarID: "abc") }
    }

    @Test(arguments: ["", "../admin", "a b", "abc?x=1", String(repeating: "a", count: 65)])
    func jarDetails_unsafeJarID_isNeverSent(jarID: String) async {
        let http = FakeJarHTTPClient()

        await #expect(throws: CampaignsError.jarLinkNotSupported) {
            try await client(http).jarDetails(forJarID: jarID)
        }
        #expect(http.requests.isEmpty)
    }

    @Test func jarDetails_cancelled_propagatesCancellation() async {
        let http = FakeJarHTTPClient { _ in throw CancellationError() }

        await #expect(throws: CancellationError.self) {
            try await client(http).jarDetails(forJarID: "abc")
        }
    }

    @Test(
        arguments: [
            (nil, "https://send.monobank.ua/api/handler"),
            ("  ", "https://send.monobank.ua/api/handler"),
            ("http://127.0.0.1:8080", "http://127.0.0.1:8080/api/handler"),
            ("http://127.0.0.1:8080/", "http://127.0.0.1:8080/api/handler"),
            ("https://stub.test/custom/handler", "https://stub.test/custom/handler"),
        ] as [(String?, String)])
    func endpoint_override_isUsed(value: String?, expected: String) {
        #expect(MonobankJarClient.endpoint(overriddenBy: value)?.absoluteString == expected)
    }

    @Test(arguments: ["ftp://x.test", "not a url", "file:///tmp/x", "http://"])
    func endpoint_badOverride_isNil(value: String) {
        #expect(MonobankJarClient.endpoint(overriddenBy: value) == nil)
    }
}
