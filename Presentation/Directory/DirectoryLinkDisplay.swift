import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain
import Foundation

/// The short form of a web address for link lists: no scheme, no `www.`, no trailing
/// slash, and the host in Unicode (`xn--` labels decoded, see ``DirectoryDomain/Punycode``), so
/// `https://www.xn--3e0b707e.kr/` reads `한국.kr`. The full ASCII address stays what is
/// opened.
public enum DirectoryLinkDisplay {
    /// The short form of `address`; text that is not an http(s) address is returned as is.
    public static func text(_ address: String) -> String {
        var rest = Substring(address)
        var hasScheme = false
        for scheme in ["https://", "http://"] where rest.lowercased().hasPrefix(scheme) {
            rest = rest.dropFirst(scheme.count)
            hasScheme = true
        }
        guard hasScheme else { return address }
        let hostEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
        var host = String(rest[..<hostEnd])
        if host.lowercased().hasPrefix("www.") { host.removeFirst(4) }
        var tail = String(rest[hostEnd...])
        if tail == "/" { tail = "" }
        return Punycode.displayHost(host) + tail
    }
}

extension DirectoryLinkRow {
    /// The short form of the web address (see ``DirectoryLinkDisplay``), or the value as
    /// written when there is none.
    public var display: String { webURL.map(DirectoryLinkDisplay.text) ?? value }
}
