import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An in-process HTTP/1.1 server on 127.0.0.1 for tests: no real network, one request per
/// connection (`Connection: close`), several connections at once.
///
/// ```swift
/// let server = try StubHTTPServer { request in
///     switch request.path {
///     case "/giveaways": .json(200, "[]")
///     default: .json(404, #"{"status":0}"#)
///     }
/// }
/// let url = server.url("/giveaways?platform=pc")
/// // … send requests, then look at server.requests
/// ```
///
/// The handler runs on the connection's own thread, once per request, after the request has
/// been read and recorded; it must not block. ``Response`` also offers misbehaving answers
/// (``Response/never``, ``Response/stallingHalfway(_:)``, ``Response/endlessBody``, …).
///
/// Lifetime: the server listens from `init` until ``stop()`` or deinit. Stopping closes the
/// listening socket at once (new connections are refused) and wakes every connection thread,
/// which then closes its socket and ends; no thread outlives it for long or blocks process exit.
public final class StubHTTPServer: Sendable {
    /// What the server answers to one request.
    public typealias Handler = @Sendable (Request) -> Response

    /// `http://127.0.0.1:PORT` (`https` with TLS), without a trailing slash.
    public let baseURL: URL
    /// The port the server listens on, chosen by the system.
    public let port: Int

    private let core: StubHTTPServerCore

    /// Starts listening on a free loopback port; throws when no socket can be opened.
    ///
    /// With `tls`, the server speaks HTTPS with that certificate (through the system's
    /// OpenSSL 3, as the client does) and `baseURL` is `https://127.0.0.1:PORT`; it throws
    /// when OpenSSL cannot be loaded.
    public init(tls: TestCertificate? = nil, handler: @escaping Handler) throws {
        let core = try StubHTTPServerCore(tls: try tls.map { try StubTLS($0) }, handler: handler)
        self.core = core
        self.port = core.port
        let scheme = tls == nil ? "http" : "https"
        guard let baseURL = URL(string: "\(scheme)://127.0.0.1:\(core.port)") else {
            core.stop()
            throw StubHTTPServerError.cannotListen("bad port \(core.port)")
        }
        self.baseURL = baseURL
        Thread.detachNewThread { core.acceptConnections() }
    }

    deinit {
        core.stop()
    }

    /// The URL of `pathAndQuery` (e.g. `"/api/giveaways?platform=pc"`) on this server.
    public func url(_ pathAndQuery: String) -> URL {
        URL(string: baseURL.absoluteString + pathAndQuery) ?? baseURL
    }

    /// Every request received so far, in arrival order.
    public var requests: [Request] { core.requests }

    /// Returns once `count` requests have arrived (true), the server stopped, or `timeout`
    /// passed (false). Use it to act while a request is in flight, e.g. to cancel it.
    public func waitForRequests(_ count: Int = 1, timeout: Duration = HangGuard.limit) async -> Bool
    {
        await core.waitForRequests(count, timeout: timeout)
    }

    /// Stops listening and ends every open connection. Idempotent; also done on deinit.
    public func stop() {
        core.stop()
    }
}

/// Why a ``StubHTTPServer`` could not start.
public enum StubHTTPServerError: Error, Equatable, Sendable {
    /// A socket call failed; the detail names it and the `errno`.
    case cannotListen(String)
}
