import CleanAppsDataCore
import Synchronization

/// Passes every request to another client and records how each ended, so a test can see
/// the typed error a repository received even when the repository falls back quietly.
public final class RecordingHTTPClient: HTTPClient, Sendable {
    /// How one request ended.
    public enum Outcome: Equatable, Sendable {
        /// A response arrived: its status and body size.
        case response(status: Int, bodyBytes: Int)
        /// The client threw a typed `HTTPClientError`.
        case failed(HTTPClientError)
        /// The client threw something else (described).
        case untyped(String)
    }

    private let base: any HTTPClient
    private let recorded = Mutex<[Outcome]>([])

    /// Records the requests sent through `base`.
    public init(_ base: any HTTPClient) {
        self.base = base
    }

    /// How every finished request ended, in the order they finished.
    public var outcomes: [Outcome] { recorded.withLock { $0 } }

    /// Records `request` and passes it on.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        do {
            let response = try await base.send(request)
            record(.response(status: response.statusCode, bodyBytes: response.body.count))
            return response
        } catch let error as HTTPClientError {
            record(.failed(error))
            throw error
        } catch {
            record(.untyped("\(error)"))
            throw error
        }
    }

    private func record(_ outcome: Outcome) {
        recorded.withLock { $0.append(outcome) }
    }
}
