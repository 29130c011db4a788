import CleanAppsDataCore
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension HTTPClientError {
    /// The error a URLSession transport failure means, in the socket client's words where
    /// URLSession tells the cases apart: "connection refused", "host not found", "no network
    /// connection", "secure connection failed", "no valid HTTP response", "too many or broken
    /// redirects", an idle timeout as `HTTPClientError.timedOut`; anything else (a body cut
    /// short, a reset) is "no connection", since no usable answer came back.
    init(urlSessionError error: any Error) {
        guard let code = (error as? URLError)?.code else {
            self = .unreachable("no connection")
            return
        }
        switch code {
        case .cannotConnectToHost: self = .unreachable("connection refused")
        case .cannotFindHost, .dnsLookupFailed: self = .unreachable("host not found")
        case .notConnectedToInternet: self = .unreachable("no network connection")
        case .timedOut: self = .timedOut
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot,
            .clientCertificateRejected, .clientCertificateRequired:
            self = .unreachable("secure connection failed")
        case .badServerResponse, .cannotParseResponse, .zeroByteResource, .unsupportedURL:
            // NB: only http(s) URLs are sent, so libcurl's "unsupported URL" here is a reply that
            // is not HTTP at all ("Received HTTP/0.9").
            self = .badData("no valid HTTP response")
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            self = URLSessionRedirect.broken
        default:
            // NB: FoundationNetworking reports libcurl's TLS failures (an untrusted certificate,
            // a handshake with a plain-HTTP server) as code -1 with curl's own message.
            let description = (error as NSError).localizedDescription
            self = .unreachable(
                description.contains("SSL") ? "secure connection failed" : "no connection")
        }
    }
}
