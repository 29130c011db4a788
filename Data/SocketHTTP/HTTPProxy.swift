import Foundation

/// The proxy a request goes through, from `http_proxy` / `https_proxy` (also upper case for
/// https) and `no_proxy`, as curl reads them: `host[:port]` or `http://host[:port]`, port 80
/// by default; `no_proxy` lists host names or domain suffixes (`example.com`, `.example.com`)
/// or `*` for all. Loopback hosts (`localhost`, 127.0.0.0/8, `::1`) never use a proxy.
struct HTTPProxy: Equatable, Sendable {
    /// The proxy's host.
    let host: String
    /// The proxy's port.
    let port: Int

    /// The proxy for `target` under `environment`, or nil to connect directly.
    static func proxy(for target: HTTPTarget, environment: [String: String]) -> HTTPProxy? {
        let names = target.isSecure ? ["https_proxy", "HTTPS_PROXY"] : ["http_proxy"]
        guard let value = names.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }),
            !isLoopback(target.host), !isExempt(target.host, environment: environment)
        else { return nil }
        let withScheme = value.contains("://") ? value : "http://" + value
        guard let components = URLComponents(string: withScheme), var host = components.host,
            !host.isEmpty
        else { return nil }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        return HTTPProxy(host: host, port: components.port ?? 80)
    }

    private static func isLoopback(_ host: String) -> Bool {
        let lowered = host.lowercased()
        return lowered == "localhost" || lowered.hasSuffix(".localhost") || lowered == "::1"
            || lowered.hasPrefix("127.")
    }

    private static func isExempt(_ host: String, environment: [String: String]) -> Bool {
        let list = environment["no_proxy"] ?? environment["NO_PROXY"] ?? ""
        let lowered = host.lowercased()
        for entry in list.split(separator: ",") {
            var pattern = entry.trimmingCharacters(in: .whitespaces).lowercased()
            if pattern == "*" { return true }
            if pattern.hasPrefix(".") { pattern.removeFirst() }
            guard !pattern.isEmpty else { continue }
            if lowered == pattern || lowered.hasSuffix("." + pattern) { return true }
        }
        return false
    }
}
