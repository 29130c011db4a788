import CleanAppsDataCore
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLRequest {
    /// The product token CleanApps sends as its `User-Agent`, as the socket client does.
    static let cleanAppsUserAgent = "CleanApps"

    /// The URLSession request for `request`: method, body, the caller's header fields that are
    /// safe to send, `User-Agent: CleanApps` unless the caller gives one, and
    /// `Accept-Encoding: identity` so the size cap counts the bytes on the wire and the body is
    /// returned exactly as sent. Never read from or stored in a cache; no cookies.
    ///
    /// The caller's fields that frame the message (`Host`, `Content-Length`, `Connection`,
    /// `Transfer-Encoding`, `Accept-Encoding`) are dropped, as is any name or value that could
    /// split the head (a control character, a colon in the name): libcurl would send them as
    /// given.
    init(_ request: HTTPRequest, idleTimeout: TimeInterval) {
        self.init(url: request.url)
        httpMethod = request.method.rawValue
        httpBody = request.body
        let framing: Set = [
            "host", "content-length", "connection", "transfer-encoding", "accept-encoding",
        ]
        var hasUserAgent = false
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            let lowered = name.lowercased()
            guard !framing.contains(lowered), Self.isToken(name), Self.isFieldValue(value) else {
                continue
            }
            hasUserAgent = hasUserAgent || lowered == "user-agent"
            setValue(value, forHTTPHeaderField: name)
        }
        if !hasUserAgent { setValue(Self.cleanAppsUserAgent, forHTTPHeaderField: "User-Agent") }
        setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        cachePolicy = .reloadIgnoringLocalCacheData
        httpShouldHandleCookies = false
        timeoutInterval = idleTimeout
    }

    // NB: the same two checks as the socket client's `HTTPRequestHead`; the modules share no
    // code but the core's interface, so the few lines live in both.
    private static func isToken(_ name: String) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy { byte in
                byte > 0x20 && byte < 0x7F && !"()<>@,;:\\\"/[]?={}".utf8.contains(byte)
            }
    }

    private static func isFieldValue(_ value: String) -> Bool {
        value.utf8.allSatisfy { $0 >= 0x20 && $0 != 0x7F || $0 == 0x09 }
    }
}
