import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import SocketHTTP
import URLSessionHTTP

/// The two live clients the shared HTTP suites run against, each under the same assertions.
enum LiveClientKind: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `SocketHTTPClient`: CleanApps' own HTTP/1.1 with OpenSSL 3.
    case socket
    /// `URLSessionHTTPClient`: URLSession (FoundationNetworking and libcurl on Linux).
    case urlSession

    var description: String { rawValue }

    /// A new client whose deadlines are timed on `clock`, trusting `certificatesFile` besides
    /// the system's certificates where the client can.
    ///
    /// NB: URLSession keeps a real-time idle timeout of its own; with a ``TestClock`` it is put
    /// an hour past each deadline, so only the test moving the clock (or cancelling) ends a
    /// stalled request, however slowly a loaded machine runs.
    func make(clock: any Clock<Duration> = TestClock(), trusting certificatesFile: String? = nil)
        -> any HTTPClient
    {
        switch self {
        case .socket:
            SocketHTTPClient(
                clock: clock, configuration: .init(trustedCertificatesFile: certificatesFile))
        case .urlSession:
            URLSessionHTTPClient(
                clock: clock, configuration: .init(trustedCertificatesFile: certificatesFile),
                idleTimeoutMargin: clock is TestClock ? .seconds(3_600) : .seconds(2))
        }
    }

    /// The kinds that keep a POST body across a 307/308 redirect and reach IPv6 literal
    /// addresses here.
    ///
    /// NB: on Linux FoundationNetworking drops the body when it follows a redirect (it resets
    /// the task's body before the new transfer) and refuses a URL whose host is an IPv6
    /// literal (`URLError.badURL`: "URLSession and curl did not agree on URL host").
    static var fullyFeatured: [LiveClientKind] {
        #if os(Linux)
            [.socket]
        #else
            allCases
        #endif
    }

    /// The kinds whose process survives a chunked body that ends with trailer fields here.
    ///
    /// NB: on Linux FoundationNetworking stops the whole process on such a body, whatever the
    /// client does (a trap in NativeProtocol.swift: "Transfer completed, but there's no
    /// response"): libcurl hands the trailer lines to the header callback, FoundationNetworking
    /// takes them for the head of a new response and drops the one it had, and the transfer
    /// then ends without a response. A plain delegate that never cancels anything hits it too.
    static var survivingTrailers: [LiveClientKind] {
        #if os(Linux)
            [.socket]
        #else
            allCases
        #endif
    }
}
