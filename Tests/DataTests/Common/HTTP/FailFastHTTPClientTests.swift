import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import Synchronization
import Testing

@testable import CleanAppsDataCore

@Suite struct FailFastHTTPClientTests {
    private static let start = Date(timeIntervalSince1970: 1_800_000_000)

    private final class ManualNow: Sendable {
        let date = Mutex(FailFastHTTPClientTests.start)
        var now: Now { { self.date.withLock { $0 } } }
    }

    private func request(_ host: String) -> HTTPRequest {
        HTTPRequest(url: URL(string: "https://\(host)/x")!)
    }

    @Test func send_afterAHostTimedOut_failsAtOnceWithoutAsking() async {
        let spy = HTTPClientSpy { _ in throw HTTPClientError.timedOut }
        let client = FailFastHTTPClient(wrapping: spy, now: ManualNow().now)

        await #expect(throws: HTTPClientError.timedOut) { try await client.send(request("a.test")) }
        await #expect(throws: HTTPClientError.timedOut) { try await client.send(request("a.test")) }

        #expect(spy.requests.count == 1)
    }

    @Test func send_toAnotherHostOrAfterTheRetryPeriod_asksAgain() async throws {
        let spy = HTTPClientSpy { _ in throw HTTPClientError.unreachable("connection refused") }
        let clock = ManualNow()
        let client = FailFastHTTPClient(wrapping: spy, retryAfter: .seconds(60), now: clock.now)
        _ = try? await client.send(request("a.test"))
        _ = try? await client.send(request("b.test"))
        spy.answer { _ in .text(200, "ok") }

        clock.date.withLock { $0 = Self.start.addingTimeInterval(61) }
        let response = try await client.send(request("a.test"))

        #expect(response.statusCode == 200)
        #expect(spy.requests.map { $0.url.host ?? "" } == ["a.test", "b.test", "a.test"])
    }

    @Test func send_afterAnErrorStatus_keepsAsking() async throws {
        let spy = HTTPClientSpy { _ in .text(500, "no") }
        let client = FailFastHTTPClient(wrapping: spy, now: ManualNow().now)

        _ = try await client.send(request("a.test"))
        _ = try await client.send(request("a.test"))

        #expect(spy.requests.count == 2)
    }
}
