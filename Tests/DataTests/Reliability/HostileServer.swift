import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

/// The hostile answers every repository must survive, from the loopback stub server.
enum HostileServer: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case endlessBody
    case tenGigabyteContentLength
    case stallsHalfway
    case invalidUTF8
    case nestedJSON

    /// Only catches a hang; nothing here waits for real time to pass.
    static let hangBound = HangGuard.limit

    var testDescription: String { rawValue }

    /// What the stub server sends.
    var response: StubHTTPServer.Response {
        switch self {
        case .endlessBody: .endlessBody
        case .tenGigabyteContentLength: .lyingContentLength(10_000_000_000)
        case .stallsHalfway: .stallingHalfway(String(repeating: "[1,", count: 5_000))
        case .invalidUTF8: .invalidUTF8
        case .nestedJSON: .deeplyNestedJSON(levels: 100_000)
        }
    }

    /// How the HTTP client ends the request when its size cap is `cap` bytes.
    func clientOutcome(cap: Int) -> RecordingHTTPClient.Outcome {
        switch self {
        case .endlessBody, .tenGigabyteContentLength:
            .failed(.badData("response larger than \(cap) bytes"))
        case .stallsHalfway: .failed(.timedOut)
        case .invalidUTF8: .response(status: 200, bodyBytes: 11)
        case .nestedJSON: .response(status: 200, bodyBytes: 200_000)
        }
    }

    /// Runs `operation` against a server answering like this; for a stalled body, waits
    /// (event-driven) until the request is in flight and `sleepers` timers run on `clock`,
    /// then moves the clock past `deadline`. The size cap ends every other case by itself.
    func run<Value: Sendable>(
        clock: TestClock, deadline: Duration, sleepers: Int,
        _ operation: @escaping @Sendable (StubHTTPServer) async throws -> Value
    ) async throws -> Value {
        let server = try StubHTTPServer { [response] _ in response }
        defer { server.stop() }
        let task = Task { try await operation(server) }
        if self == .stallsHalfway {
            #expect(await server.waitForRequests(1, timeout: Self.hangBound))
            #expect(await clock.waitForSleepers(sleepers))
            await clock.advance(by: deadline)
        }
        return try await task.value
    }
}
