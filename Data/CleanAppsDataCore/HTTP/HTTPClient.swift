import Foundation

/// One HTTP request, with the overall deadline and the response-size cap the client enforces.
public struct HTTPRequest: Equatable, Sendable {
    /// The HTTP methods CleanApps uses.
    public enum Method: String, Sendable {
        /// `GET`.
        case get = "GET"
        /// `POST`.
        case post = "POST"
    }

    /// GET or POST.
    public var method: Method
    /// The full URL, query included; only `http` and `https` are sent.
    public var url: URL
    /// Extra header fields, e.g. `["Content-Type": "application/json"]`.
    public var headers: [String: String]
    /// The body to send (POST); nil sends none.
    public var body: Data?
    /// The whole exchange (connect, send, receive every byte) must end within this.
    public var deadline: Duration
    /// A response body larger than this is refused with ``HTTPClientError/badData(_:)``.
    public var maxResponseBytes: Int

    /// Creates a request; by default a GET with a 10 s deadline and a 10 MB cap.
    public init(
        method: Method = .get,
        url: URL,
        headers: [String: String] = [:],
        body: Data? = nil,
        deadline: Duration = .seconds(10),
        maxResponseBytes: Int = 10_000_000
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.deadline = deadline
        self.maxResponseBytes = maxResponseBytes
    }
}

/// A complete HTTP response of any status.
public struct HTTPResponse: Equatable, Sendable {
    /// The HTTP status, e.g. 200, 201, 404, 500.
    public var statusCode: Int
    /// Header fields with lowercased names.
    public var headers: [String: String]
    /// The whole body, exactly as received (never decoded or validated).
    public var body: Data

    /// Creates a response; header names should already be lowercased.
    public init(statusCode: Int, headers: [String: String] = [:], body: Data) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }
}

/// What can go wrong with an HTTP exchange, in terms a user can act on.
public enum HTTPClientError: Error, Equatable, Sendable {
    /// No request was sent: network use is off, or the address is not one CleanApps sends to.
    case offline
    /// No connection could be made; the reason in a few words ("connection refused").
    case unreachable(String)
    /// The deadline passed before the response was complete.
    case timedOut
    /// The server answered with this error status.
    case server(status: Int)
    /// The response could not be used (too large, malformed, not what was expected).
    case badData(String)
    /// An https address redirected to a plain http one; the redirect was not followed, so
    /// nothing (no body, no header) went out unencrypted.
    case insecureRedirect(from: URL, to: URL)

    /// One sentence for the user: what happened and what to do.
    public var message: String {
        switch self {
        case .offline:
            "You seem to be offline or the server cannot be reached. Check the connection and try again."
        case .unreachable(let reason):
            "The server cannot be reached (\(reason)). Check the connection and try again."
        case .timedOut: "The server took too long to answer. Try again later."
        case .server(let status): "The server reported an error (HTTP \(status)). Try again later."
        case .badData(let detail): "The server sent data CleanApps cannot read (\(detail))."
        case .insecureRedirect(let from, let to):
            "The secure address \(from.absoluteString) redirected to the unencrypted "
                + "\(to.absoluteString), so CleanApps did not follow it; ask the service for "
                + "an https address."
        }
    }
}

extension HTTPClientError {
    /// What failed, naming the service: "GamerPower answered HTTP 500", "GamerPower is not
    /// reachable (connection refused)", "GamerPower answered something that is not JSON",
    /// "GamerPower did not answer within 10 s", "GamerPower was not asked: network use is off".
    public func failure(of service: String, deadline: Duration) -> String {
        switch self {
        case .offline: "\(service) was not asked: network use is off"
        case .unreachable(let reason): "\(service) is not reachable (\(reason))"
        case .timedOut: "\(service) did not answer within \(deadline.components.seconds) s"
        case .server(let status): "\(service) answered HTTP \(status)"
        case .badData(let detail): "\(service) answered something CleanApps cannot read (\(detail))"
        case .insecureRedirect(let from, let to):
            "\(service) redirected \(from.absoluteString) to the unencrypted "
                + "\(to.absoluteString), which CleanApps does not follow"
        }
    }
}

/// Sends HTTP requests. Implementations enforce the request's deadline and size cap themselves.
///
/// `send` returns the response for every HTTP status (callers decide what 201 or 404 mean);
/// it throws ``HTTPClientError`` for transport failures and `CancellationError` when the
/// calling task is cancelled.
public protocol HTTPClient: Sendable {
    /// Sends `request` and returns the complete response.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
