import Dispatch
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live ``HTTPClient``: one reused `URLSession` (libcurl underneath) plus the deadline and
/// size cap that Linux URLSession does not enforce by itself.
///
/// - Returns the response for every HTTP status, header names lowercased.
/// - The request's `deadline` covers the whole exchange (connect, send, every byte received):
///   a timer on `clock` races the transfer, cancels it when it fires and throws
///   ``HTTPClientError/timedOut``. This holds against a server that never answers and a body
///   that stalls halfway.
/// - The body is streamed and counted: a declared `Content-Length` over `maxResponseBytes` is
///   refused before any body arrives, and the transfer is cancelled as soon as the received
///   bytes pass the cap, so memory stays about the cap. Both throw ``HTTPClientError/badData(_:)``.
/// - Cancelling the calling task cancels the transfer at once and throws `CancellationError`.
/// - Transport failures map to ``HTTPClientError/offline``, ``HTTPClientError/timedOut`` or
///   ``HTTPClientError/badData(_:)``.
///
/// Thread-safe; share one instance. Releasing it cancels the transfers still in flight.
///
/// Known limit (Linux URLSession): cancelling takes effect only when URLSession's shared work
/// queue gets to it; a body arriving at loopback speed (hundreds of MB/s) can keep streaming,
/// and be dropped chunk by chunk, for a while after the caller already got its error.
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession
    private let delegate: HTTPSessionDelegate
    private let clock: any Clock<Duration>
    private let idleTimeoutMargin: Duration
    /// Serializes every call into URLSession off the caller's thread (see ``HTTPExchange``).
    private let control = DispatchQueue(label: "cleanapps.http.control")

    /// Creates a client with its own session; `clock` times the deadlines.
    ///
    /// The session uses no disk cache, cookie or credential store. When `platformFolder` is
    /// given, the folders the platform's first session insists on creating go there instead
    /// of the user's home (see `PlatformSessionFolders`).
    ///
    /// libcurl also keeps a real-time idle timeout, set `idleTimeoutMargin` past each request's
    /// deadline so the client's own timer decides. Tests that pass a manual clock pass a long
    /// margin too, so real time never ends a request before the test moves its clock.
    public init(
        clock: any Clock<Duration> = ContinuousClock(), idleTimeoutMargin: Duration = .seconds(2),
        platformFolder: URL? = nil
    ) {
        let delegate = HTTPSessionDelegate()
        self.delegate = delegate
        // NB: making the configuration already creates the platform's folders.
        let makeSession = {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.urlCache = nil
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.httpShouldSetCookies = false
            configuration.httpCookieStorage = nil
            configuration.urlCredentialStorage = nil
            return URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        }
        self.session =
            platformFolder.map { PlatformSessionFolders.redirected(into: $0, makeSession) }
            ?? makeSession()
        self.clock = clock
        self.idleTimeoutMargin = idleTimeoutMargin
    }

    deinit {
        control.async { [session] in session.invalidateAndCancel() }
    }

    /// Sends `request` and returns the complete response of any status.
    ///
    /// Throws ``HTTPClientError`` for transport failures, an expired deadline or an oversized
    /// body (``HTTPClientError/offline`` at once for a URL that is not http(s) with a host), and
    /// `CancellationError` when the calling task is cancelled.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try Task.checkCancellation()
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            request.url.host?.isEmpty == false
        else { throw HTTPClientError.offline }
        let urlRequest = Self.urlRequest(for: request, idleTimeoutMargin: idleTimeoutMargin)
        let exchange = HTTPExchange(maxResponseBytes: request.maxResponseBytes, control: control)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard exchange.attach(continuation, deadline: request.deadline, clock: clock)
                else { return }
                control.async { [session, delegate] in
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

    private static func urlRequest(for request: HTTPRequest, idleTimeoutMargin: Duration)
        -> URLRequest
    {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        // NB: libcurl's timeout is an idle timeout in whole seconds (fractions misbehave); keep
        // it safely past the deadline so the client's own timer always decides.
        let seconds = max(1, request.deadline.components.seconds)
        urlRequest.timeoutInterval = TimeInterval(seconds + idleTimeoutMargin.components.seconds)
        return urlRequest
    }
}
