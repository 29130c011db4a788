import Foundation
import FoundationNetworking

extension HTTPClientError {
    /// Maps a URLSession transport error to what the user can act on.
    ///
    /// Connection and name-resolution failures and a connection lost mid-transfer mean
    /// "offline"; an idle timeout means "timed out"; an empty or non-HTTP reply means "bad
    /// data". Anything else is treated as "offline", since no usable answer came back.
    package init(transportError error: any Error) {
        guard let urlError = error as? URLError else {
            self = .offline
            return
        }
        switch urlError.code {
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
            // NB: refused (-1004), unknown host (-1003), DNS (-1006), not connected (-1009),
            // connection lost (-1005), a body cut short (-1) and TLS failures all land here.
            self = .offline
        }
    }
}
