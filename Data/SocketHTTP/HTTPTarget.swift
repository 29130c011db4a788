import Foundation

/// Where one HTTP request goes: scheme, host and port to connect to, and the request line's
/// target and `Host` field.
struct HTTPTarget: Equatable, Sendable {
    /// True for `https`.
    let isSecure: Bool
    /// The host name or IP address, without IPv6 brackets.
    let host: String
    /// The port, the scheme's default when the URL names none.
    let port: Int
    /// The origin-form target: path (at least `/`) and query, percent-encoded as in the URL.
    let requestTarget: String
    /// The `Host` field: host (IPv6 in brackets) plus `:port` when not the default.
    let hostField: String

    /// The target of `url`; nil unless it is `http` or `https` with a host.
    init?(url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            var host = components.host, !host.isEmpty
        else { return nil }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        let defaultPort = scheme == "https" ? 443 : 80
        let port = components.port ?? defaultPort
        guard (1...65_535).contains(port) else { return nil }
        let path = components.percentEncodedPath
        var target = path.isEmpty ? "/" : path
        if let query = components.percentEncodedQuery { target += "?" + query }
        guard target.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        let bracketed = host.contains(":") ? "[\(host)]" : host
        self.isSecure = scheme == "https"
        self.host = host
        self.port = port
        self.requestTarget = target
        self.hostField = port == defaultPort ? bracketed : "\(bracketed):\(port)"
    }
}
