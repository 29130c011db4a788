import CleanAppsDataCore
import Foundation

/// The redirect policy, the same as `SocketHTTPClient`'s: at most 5 redirects, to http or https
/// only and never from https down to http; 303 (and 301/302 after a POST) continue as a GET
/// without a body, 307/308 repeat the method and body.
///
/// NB: decided from the response's own `Location` field, never from the request URLSession
/// proposes: FoundationNetworking resolves a `file:` or other non-http location against the
/// current host and would follow it.
enum URLSessionRedirect {
    /// What to do with one response.
    enum Decision: Equatable, Sendable {
        /// Send this request next.
        case follow(HTTPRequest)
        /// Not a redirect: the response is the answer.
        case deliver
        /// A redirect CleanApps does not follow: fail the exchange with this error.
        case refuse(HTTPClientError)
    }

    /// The most redirects one exchange follows; the next one fails it.
    static let maxRedirects = 5
    /// The error for a redirect loop or a location that is not an http(s) address.
    static let broken = HTTPClientError.badData("too many or broken redirects")

    /// The statuses that redirect (when they carry a `Location`).
    static let statuses: Set = [301, 302, 303, 307, 308]

    /// The decision for a response of `status` with `location` to `request`, after
    /// `followed` redirects.
    static func decide(status: Int, location: String?, after request: HTTPRequest, followed: Int)
        -> Decision
    {
        guard statuses.contains(status), let location else { return .deliver }
        guard followed < maxRedirects,
            let url = URL(string: location, relativeTo: request.url)?.absoluteURL,
            URLSessionHTTPClient.isSendable(url)
        else { return .refuse(broken) }
        if request.url.scheme?.lowercased() == "https", url.scheme?.lowercased() == "http" {
            return .refuse(insecure(from: request.url, to: url))
        }
        var next = request
        next.url = url
        if status == 303 || (request.method == .post && status <= 302) {
            next.method = .get
            next.body = nil
            next.headers = next.headers.filter { $0.key.lowercased() != "content-type" }
        }
        return .follow(next)
    }

    /// The refusal of an https → http redirect, naming both addresses (as the socket client
    /// refuses it).
    static func insecure(from: URL, to: URL) -> HTTPClientError {
        .insecureRedirect(from: from, to: to)
    }
}
