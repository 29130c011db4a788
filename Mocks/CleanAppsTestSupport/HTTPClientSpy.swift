import CleanAppsDataCore
import Foundation
import Synchronization
import Testing

/// An HTTP client whose answers the test sets per request; an unset answer fails the test.
///
/// Records every request it was sent, in order.
public final class HTTPClientSpy: HTTPClient, Sendable {
    /// Decides the answer for one request: return a response or throw.
    public typealias Answer = @Sendable (HTTPRequest) async throws -> HTTPResponse

    private struct State {
        var answer: Answer?
        var requests: [HTTPRequest] = []
    }

    private let state = Mutex(State())

    /// Creates a spy that answers with `answer` (nil: every request fails the test).
    public init(_ answer: Answer? = nil) {
        state.withLock { $0.answer = answer }
    }

    /// Sets how every later request is answered.
    public func answer(_ answer: @escaping Answer) {
        state.withLock { $0.answer = answer }
    }

    /// Every request sent so far.
    public var requests: [HTTPRequest] { state.withLock { $0.requests } }

    /// Records `request` and returns the answer the test set.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let answer = state.withLock { state in
            state.requests.append(request)
            return state.answer
        }
        guard let answer else { throw Unimplemented.call("send(\(request.url))") }
        return try await answer(request)
    }
}

extension HTTPResponse {
    /// A response with a UTF-8 text body.
    public static func text(_ status: Int, _ body: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, body: Foundation.Data(body.utf8))
    }
}
