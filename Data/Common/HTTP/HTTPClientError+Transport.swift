import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension HTTPClientError {
    /// Maps a URLSession transport error to what the user can act on.
    ///
    /// Connection and name-resolution failures and a connection lost mid-transfer mean
    /// "unreachable", with the reason; an idle timeout means "timed out"; an empty or non-HTTP
    /// reply means "bad data". Anything else is "unreachable", since no usable answer came back.
    package init(transportError error: any Error) {
        guard let urlError = error as? URLError else {
            self = .unreachable("no connection")
            return
        }
        switch urlError.code {
        case .cannotConnectToHost:
            self = .unreachable("connection refused")
        case .cannotFindHost, .dnsLookupFailed:
            self = .unreachable("host not found")
        case .notConnectedToInternet:
            self = .unreachable("no network connection")
        case .networkConnectionLost:
            self = .unreachable("connection lost")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            self = .unreachable("secure connection failed")
        case .timedOut:
            self = .timedOut
        case .badServerResponse, .cannotParseResponse, .unsupportedURL:
            // NB: the client only sends http(s) URLs, so libcurl's "unsupported URL" here means
            // a reply that is not HTTP at all ("Received HTTP/0.9"); an empty reply is -1011.
            self = .badData("no valid HTTP response")
        case .cannotDecodeRawData, .cannotDecodeContentData:
            self = .badData("undecodable response body")
        case .dataLengthExceedsMaximum:
            self = .badData("response too large")
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            self = .badData("too many or broken redirects")
        default:
            // NB: a body cut short (-1) and the rarer transport failures land here.
            self = .unreachable("no connection")
        }
    }
}
