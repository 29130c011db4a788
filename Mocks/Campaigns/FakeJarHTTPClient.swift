import CampaignsData
import CleanAppsCore
import CleanAppsDataCore
import Foundation
import Synchronization
import Testing

/// A hand-written HTTP client for jar tests: answers every request with `respond` and
/// records the requests it got. Without `respond` it records an issue and throws.
public final class FakeJarHTTPClient: HTTPClient, Sendable {
    private let respond: (@Sendable (HTTPRequest) async throws -> HTTPResponse)?
    private let recorded = Mutex<[HTTPRequest]>([])

    /// Creates a client answering with `respond`.
    public init(respond: (@Sendable (HTTPRequest) async throws -> HTTPResponse)? = nil) {
        self.respond = respond
    }

    /// Always answers `status` with `body` (UTF-8).
    public convenience init(status: Int, body: String) {
        self.init { _ in HTTPResponse(statusCode: status, body: Foundation.Data(body.utf8)) }
    }

    /// Always fails with `error`.
    public convenience init(failingWith error: HTTPClientError) {
        self.init { _ in throw error }
    }

    /// Every request received, oldest first.
    public var requests: [HTTPRequest] { recorded.withLock { $0 } }

    /// Answers `request` as the fake jar service would.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        recorded.withLock { $0.append(request) }
        guard let respond else {
            Issue.record("FakeJarHTTPClient.send was called unexpectedly")
            throw HTTPClientError.offline
        }
        return try await respond(request)
    }
}
