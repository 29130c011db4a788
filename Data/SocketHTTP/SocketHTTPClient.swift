import CleanAppsDataCore
import Foundation
import OpenSSLLoader
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live `HTTPClient`: CleanApps' own HTTP/1.1 over sockets, with TLS from the system's
/// OpenSSL 3 loaded only when the first https request is made.
///
/// - Returns the response for every HTTP status, header names lowercased.
/// - The request's `deadline` covers the whole exchange (resolve, connect, TLS, send, every
///   byte received, redirects): a timer on `clock` settles it with `HTTPClientError.timedOut`
///   and wakes the exchange's thread, which stops at once. A server that never answers or a
///   body that stalls halfway cost no CPU while waiting (`poll(2)`).
/// - A declared `Content-Length` over `maxResponseBytes` is refused before the body is read;
///   any other body is refused as soon as it passes the cap. Both throw
///   `HTTPClientError.badData(_:)`, as does a malformed response.
/// - Cancelling the calling task ends the exchange at once and throws `CancellationError`.
/// - Certificates and host names are always verified. Without libssl.so.3 an https request
///   throws `HTTPClientError.unreachable(_:)` saying so.
/// - `http_proxy`, `https_proxy` (a CONNECT tunnel) and `no_proxy` are honoured.
///
/// Each exchange runs its blocking work on a thread of its own (never Swift's cooperative
/// pool) and uses a fresh connection (`Connection: close`). Thread-safe; share one instance.
public final class SocketHTTPClient: HTTPClient {
    /// What the client trusts and loads.
    public struct Configuration: Sendable {
        /// An extra PEM file of trusted certificates, besides the system's (tests use it).
        public var trustedCertificatesFile: String?
        /// The OpenSSL library to open for https.
        public var tlsLibrary: String
        /// Where `http_proxy`, `https_proxy` and `no_proxy` are read (loopback hosts never use
        /// a proxy).
        public var environment: [String: String]

        /// Creates a configuration; by default the system's certificates, the system's OpenSSL 3
        /// (libssl.so.3 on Linux) and the process's environment.
        public init(
            trustedCertificatesFile: String? = nil, tlsLibrary: String? = nil,
            environment: [String: String] = ProcessInfo.processInfo.environment
        ) {
            self.trustedCertificatesFile = trustedCertificatesFile
            self.tlsLibrary = tlsLibrary ?? OpenSSLLibrary.defaultName
            self.environment = environment
        }
    }

    private let clock: any Clock<Duration>
    private let configuration: Configuration
    private let tlsContext = Mutex<TLSContext?>(nil)

    /// Creates a client whose deadlines are timed on `clock`.
    public init(
        clock: any Clock<Duration> = ContinuousClock(),
        configuration: Configuration = Configuration()
    ) {
        self.clock = clock
        self.configuration = configuration
    }

    /// Sends `request` and returns the complete response of any status.
    ///
    /// Throws `HTTPClientError` for transport failures, an expired deadline, an oversized or
    /// malformed response (`HTTPClientError.offline` at once for a URL that is not http(s)
    /// with a host), and `CancellationError` when the calling task is cancelled.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try Task.checkCancellation()
        guard HTTPTarget(url: request.url) != nil else { throw HTTPClientError.offline }
        let exchange = try SocketExchange()
        let transfer = HTTPTransfer(
            request: request, tls: tls, wake: exchange.wake,
            environment: configuration.environment)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard exchange.attach(continuation, deadline: request.deadline, clock: clock) else {
                    exchange.close()
                    return
                }
                Thread.detachNewThread {
                    Self.ignoreBrokenPipes()
                    exchange.finish(Result { try transfer.run() })
                    exchange.close()
                }
            }
        } onCancel: {
            exchange.finish(.failure(CancellationError()))
        }
    }

    /// The client's TLS context, made on first use.
    private func tls() throws -> TLSContext {
        try tlsContext.withLock { context in
            if let context { return context }
            let made = try TLSContext(
                libraryName: configuration.tlsLibrary,
                trustedCertificatesFile: configuration.trustedCertificatesFile)
            context = made
            return made
        }
    }

    /// Blocks SIGPIPE on the calling thread: OpenSSL writes to the socket with plain `write`,
    /// and a peer that hung up must be an error there, never the end of the process.
    private static func ignoreBrokenPipes() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }
}
