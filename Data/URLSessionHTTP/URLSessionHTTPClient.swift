import CleanAppsDataCore
import Dispatch
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live `HTTPClient` on Apple's platforms: one reused `URLSession` (ephemeral, no cache,
/// no cookies, no credential store) under the same contract as `SocketHTTPClient`.
///
/// - Returns the response for every HTTP status (4xx and 5xx too), header names lowercased,
///   the body exactly as sent (`Accept-Encoding: identity`, nothing decoded).
/// - The request's `deadline` covers the whole exchange (connect, TLS, send, every byte
///   received, redirects): a timer on `clock` races the transfer, cancels it when it fires and
///   throws `HTTPClientError.timedOut`, against a server that never answers and a body that
///   stalls halfway alike.
/// - A declared `Content-Length` over `maxResponseBytes` is refused before the body is read;
///   any other body is refused, and the transfer cancelled, as soon as it passes the cap. Both
///   throw `HTTPClientError.badData(_:)`.
/// - Redirects as the socket client follows them: at most 5, to http or https only, never from
///   https down to http (refused with `HTTPClientError.badData(_:)` naming both addresses);
///   303 (and 301/302 after a POST) continue as a GET without a body, 307/308 repeat the
///   method and body.
/// - Cancelling the calling task cancels the transfer and throws `CancellationError`; a URL
///   that is not http(s) with a host throws `HTTPClientError.offline` without sending.
/// - Transport failures throw `HTTPClientError` in the socket client's words where URLSession
///   tells them apart ("connection refused", "host not found", "secure connection failed",
///   "no valid HTTP response"); the rest is `.unreachable("no connection")`.
/// - Nothing is read from or written to a cache, no cookie is stored or sent, no credential
///   is kept.
///
/// Where it differs from `SocketHTTPClient` (see the URLSessionHTTP article):
/// - Malformed answers are told apart by libcurl, not by CleanApps: a bad chunk, a bad
///   `Content-Length` or a bad header field is "no valid HTTP response" or "no connection",
///   not the socket client's finer sentence; a TLS failure is "secure connection failed"
///   without OpenSSL's reason.
/// - Proxies: URLSession's own handling (the system settings on Apple's platforms; on Linux
///   libcurl reads `http_proxy`, `https_proxy` and `no_proxy` from the process environment,
///   and loopback hosts are not exempt unless `no_proxy` lists them).
/// - On Linux: ``Configuration/trustedCertificatesFile`` is not honoured (FoundationNetworking
///   raises no server-trust challenge; libcurl trusts the system's CA bundle only), see
///   ``trustsExtraCertificates``; the body of a 3xx response carrying a `Location` is
///   buffered by FoundationNetworking outside the cap (the deadline still ends it); any
///   outstanding request keeps about one core busy (libcurl's loop) until it ends; and the
///   first session of the process creates two empty folders under `XDG_CACHE_HOME` and
///   `XDG_DATA_HOME`.
/// - On Linux, FoundationNetworking stops the whole process (a trap in NativeProtocol.swift:
///   "Transfer completed, but there's no response") when the server closes the connection
///   inside the response head or ends a chunked body with trailer fields. Nothing the client
///   does avoids it (a plain delegate that cancels nothing hits it too), so on Linux it only
///   suits servers that do neither; the command-line app keeps the socket client.
///
/// Thread-safe; share one instance. Releasing it cancels the transfers still in flight.
public final class URLSessionHTTPClient: HTTPClient {
    /// What the client trusts.
    public struct Configuration: Sendable {
        /// An extra PEM file of trusted certificates, besides the system's (tests use it);
        /// honoured where ``URLSessionHTTPClient/trustsExtraCertificates`` is true.
        public var trustedCertificatesFile: String?

        /// Creates a configuration; by default the system's certificates only.
        public init(trustedCertificatesFile: String? = nil) {
            self.trustedCertificatesFile = trustedCertificatesFile
        }
    }

    /// Whether ``Configuration/trustedCertificatesFile`` is honoured here: true on Apple's
    /// platforms (a server-trust challenge handler), false on Linux.
    public static var trustsExtraCertificates: Bool {
        #if canImport(Security)
            true
        #else
            false
        #endif
    }

    private static let maxIdleTimeout: Int64 = 7 * 24 * 3_600

    private let session: URLSession
    private let delegate: URLSessionExchangeDelegate
    private let clock: any Clock<Duration>
    private let idleTimeoutMargin: Int64
    /// Serializes every call into URLSession off the caller's thread, with the delegate's
    /// callbacks: the session's delegate queue, one operation at a time (see
    /// ``URLSessionExchange``).
    private let control: OperationQueue

    /// Creates a client with its own session whose deadlines are timed on `clock`.
    ///
    /// URLSession also keeps a real-time idle timeout of its own; it is set
    /// `idleTimeoutMargin` (whole seconds) past each request's deadline so the client's timer
    /// decides. Tests that time deadlines on a manual clock pass a long margin, so real time
    /// never ends a request before the test moves its clock.
    public init(
        clock: any Clock<Duration> = ContinuousClock(),
        configuration: Configuration = Configuration(),
        idleTimeoutMargin: Duration = .seconds(2)
    ) {
        let delegate = URLSessionExchangeDelegate(
            trustedCertificatesFile: configuration.trustedCertificatesFile)
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.httpCookieStorage = nil
        sessionConfiguration.httpShouldSetCookies = false
        sessionConfiguration.httpCookieAcceptPolicy = .never
        sessionConfiguration.urlCredentialStorage = nil
        let control = OperationQueue()
        control.name = "cleanapps.urlsession.control"
        control.maxConcurrentOperationCount = 1
        self.control = control
        self.delegate = delegate
        self.session = URLSession(
            configuration: sessionConfiguration, delegate: delegate, delegateQueue: control)
        self.clock = clock
        self.idleTimeoutMargin = max(1, idleTimeoutMargin.components.seconds)
    }

    deinit {
        control.addOperation { [session, delegate] in
            // NB: no redirect is answered after this (see `URLSessionExchange`).
            delegate.invalidate()
            session.invalidateAndCancel()
        }
    }

    /// Sends `request` and returns the complete response of any status.
    ///
    /// Throws `HTTPClientError` for transport failures, an expired deadline, an oversized
    /// body or a refused redirect (`HTTPClientError.offline` at once for a URL that is not
    /// http(s) with a host), and `CancellationError` when the calling task is cancelled.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try Task.checkCancellation()
        guard Self.isSendable(request.url) else { throw HTTPClientError.offline }
        let idleTimeout = idleTimeout(for: request.deadline)
        let urlRequest = URLRequest(request, idleTimeout: idleTimeout)
        let exchange = URLSessionExchange(
            request: request, idleTimeout: idleTimeout, control: control)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard exchange.attach(continuation, deadline: request.deadline, clock: clock)
                else { return }
                control.addOperation { [session, delegate] in
                    guard !exchange.isFinished else { return }
                    let task = session.dataTask(with: urlRequest)
                    delegate.register(exchange, for: task)
                    if exchange.started(task) {
                        task.resume()
                    } else {
                        delegate.unregister(task)
                        task.cancel()
                    }
                }
            }
        } onCancel: {
            exchange.finish(.failure(CancellationError()))
        }
    }

    /// Whether `url` is one CleanApps sends to: `http` or `https` with a host, a valid port,
    /// and a path and query of printable ASCII (as the socket client's `HTTPTarget`).
    static func isSendable(_ url: URL) -> Bool {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty
        else { return false }
        if let port = components.port, !(1...65_535).contains(port) { return false }
        let target = components.percentEncodedPath + (components.percentEncodedQuery ?? "")
        return target.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }

    /// URLSession's idle timeout for `deadline`: whole seconds (libcurl's unit), a margin past
    /// the deadline.
    ///
    /// NB: on Linux `timeoutInterval` is an idle timeout in whole seconds and fractions
    /// misbehave; only the client's own timer enforces the deadline.
    private func idleTimeout(for deadline: Duration) -> TimeInterval {
        let (seconds, attoseconds) = deadline.components
        let whole = max(1, seconds + (attoseconds > 0 ? 1 : 0))
        return TimeInterval(
            min(whole, Self.maxIdleTimeout) + min(idleTimeoutMargin, Self.maxIdleTimeout))
    }
}
