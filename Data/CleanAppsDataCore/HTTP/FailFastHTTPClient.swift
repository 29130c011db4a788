import CleanAppsCore
import Foundation
import Synchronization

/// An ``HTTPClient`` that remembers, for one session, servers found down and does not wait
/// for them again.
///
/// A request to a host that could not be reached (``HTTPClientError/unreachable(_:)``) or did
/// not answer in time (``HTTPClientError/timedOut``) marks the host down for `retryAfter`;
/// until then every request to it fails at once with the same error, so each screen or
/// channel opened later does not wait out its own deadline. Any answer (even HTTP 500) or
/// the end of the period clears the mark. Thread-safe; share one per session.
public final class FailFastHTTPClient: HTTPClient {
    private let wrapped: any HTTPClient
    private let retryAfter: TimeInterval
    private let now: Now
    private let downHosts = Mutex<[String: (error: HTTPClientError, until: Date)]>([:])

    /// Wraps `client`; a host found down is skipped for `retryAfter` by `now`.
    public init(
        wrapping client: any HTTPClient, retryAfter: Duration = .seconds(60),
        now: @escaping Now = { Date() }
    ) {
        self.wrapped = client
        self.retryAfter = TimeInterval(retryAfter.components.seconds)
        self.now = now
    }

    /// Sends `request` through the wrapped client unless its host is known to be down.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let host = request.url.host?.lowercased() ?? ""
        let moment = now()
        let known = downHosts.withLock { hosts -> HTTPClientError? in
            guard let entry = hosts[host] else { return nil }
            guard entry.until > moment else {
                hosts[host] = nil
                return nil
            }
            return entry.error
        }
        if let known { throw known }
        do {
            let response = try await wrapped.send(request)
            downHosts.withLock { $0[host] = nil }
            return response
        } catch let error as HTTPClientError {
            switch error {
            case .unreachable, .timedOut:
                let until = now().addingTimeInterval(retryAfter)
                downHosts.withLock { $0[host] = (error, until) }
            case .offline, .server, .badData, .insecureRedirect:
                break
            }
            throw error
        }
    }
}
