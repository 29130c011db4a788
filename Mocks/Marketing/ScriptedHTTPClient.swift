import Data
import Foundation
import Synchronization
import Testing

/// A hand-written ``HTTPClient`` for Marketing tests: answers each URL path as scripted and
/// records every request.
///
/// A path without a script records an issue (failing the test) and throws `.offline`.
/// Delays use the injected clock, so nothing really sleeps.
public final class ScriptedHTTPClient: HTTPClient, Sendable {
    /// How to answer one request.
    public indirect enum Reply: Sendable {
        /// An HTTP response with this status and body.
        case respond(status: Int, body: Foundation.Data)
        /// A transport failure.
        case fail(HTTPClientError)
        /// `reply` after `delay` on the clock (cancellable).
        case delayed(Duration, Reply)
        /// Never answers and ignores cancellation until ``releaseStuckRequests()``, then
        /// fails with `.timedOut`: a client that does not honour its deadline.
        case stuck

        /// A 200 response with `text` as body.
        public static func ok(_ text: String) -> Reply {
            .respond(status: 200, body: Foundation.Data(text.utf8))
        }
    }

    private struct State {
        var replies: [String: Reply] = [:]
        var requests: [HTTPRequest] = []
        var stuck: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())
    private let clock: (any Clock<Duration>)?

    /// Creates a client; `clock` is needed for `.delayed` replies.
    public init(clock: (any Clock<Duration>)? = nil) {
        self.clock = clock
    }

    /// Scripts the answer for requests whose URL path is `path` (e.g. "/b22fd39c053b256222b1").
    public func script(_ path: String, _ reply: Reply) {
        state.withLock { $0.replies[path] = reply }
    }

    /// Every request sent so far, oldest first.
    public var requests: [HTTPRequest] { state.withLock { $0.requests } }

    /// How many `.stuck` requests are waiting.
    public var stuckCount: Int { state.withLock { $0.stuck.count } }

    /// Lets every `.stuck` request fail with `.timedOut`.
    public func releaseStuckRequests() {
        let waiting = state.withLock { state in
            defer { state.stuck = [] }
            return state.stuck
        }
        for continuation in waiting { continuation.resume() }
    }

    /// Records the request and answers as scripted.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let reply = state.withLock { state -> Reply? in
            state.requests.append(request)
            return state.replies[request.url.path]
        }
        guard let reply else {
            Issue.record("Unscripted request to \(request.url.absoluteString)")
            throw HTTPClientError.offline
        }
        return try await answer(reply)
    }

    private func answer(_ reply: Reply) async throws -> HTTPResponse {
        switch reply {
        case .respond(let status, let body):
            return HTTPResponse(statusCode: status, body: body)
        case .fail(let error):
            throw error
        case .delayed(let delay, let next):
            guard let clock else {
                Issue.record("A delayed reply needs a clock")
                throw HTTPClientError.offline
            }
            try await clock.sleep(for: delay, tolerance: nil)
            return try await answer(next)
        case .stuck:
            await withCheckedContinuation { continuation in
                state.withLock { $0.stuck.append(continuation) }
            }
            throw HTTPClientError.timedOut
        }
    }
}
