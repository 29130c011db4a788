import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain
import Foundation

/// The short form of a web address for link lists: no scheme, no `www.`, no trailing
/// slash, the host in Unicode (`xn--` labels decoded, see ``DirectoryDomain/Punycode``), so
/// `https://www.xn--3e0b707e.kr/` reads `한국.kr`, and percent-encoded UTF-8 in the path
/// and query decoded (`youtube.com/%EC%98%A4` reads `youtube.com/오`). The full ASCII
/// address stays what is opened.
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
        return Punycode.displayHost(host) + decodedForDisplay(tail)
    }

    /// `value` (a link that is not a web address) with what is wrong with it:
    /// "https:/x.kr (broken address: two slashes needed after https:)" for a scheme
    /// without its two slashes, "… (not a web address)" otherwise.
    public static func unusable(_ value: String) -> String {
        let lowered = value.lowercased()
        for scheme in ["https:", "http:"] where lowered.hasPrefix(scheme) {
            let slashes = lowered.dropFirst(scheme.count).prefix { $0 == "/" }.count
            if slashes != 2 {
                return "\(value) (broken address: two slashes needed after \(scheme))"
            }
        }
        return "\(value) (not a web address)"
    }

    /// `text` with each run of `%XX` escapes that spells non-ASCII UTF-8 decoded, when
    /// every decoded scalar is visible; escapes of ASCII (`%20`, `%2F`) stay as written.
    ///
    /// NB: shown only, never opened: a run that decodes to a control, format (bidi,
    /// zero-width) or unassigned scalar, or to invalid UTF-8, stays encoded so the
    /// display cannot hide or reorder anything.
    static func decodedForDisplay(_ text: String) -> String {
        guard text.contains("%") else { return text }
        let utf8 = Array(text.utf8)
        var output: [UInt8] = []
        var index = 0
        while index < utf8.count {
            var bytes: [UInt8] = []
            var end = index
            while end + 2 < utf8.count, utf8[end] == UInt8(ascii: "%"),
                let byte = UInt8(
                    String(decoding: utf8[end + 1...end + 2], as: UTF8.self), radix: 16),
                byte >= 0x80
            {
                bytes.append(byte)
                end += 3
            }
            if !bytes.isEmpty, let decoded = String(validating: bytes, as: UTF8.self),
                decoded.unicodeScalars.allSatisfy(isShowable)
            {
                output += Array(decoded.utf8)
                index = end
            } else if !bytes.isEmpty {
                output += utf8[index..<end]
                index = end
            } else {
                output.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func isShowable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .unassigned, .privateUse, .surrogate, .lineSeparator,
            .paragraphSeparator:
            false
        default: true
        }
    }
}

extension DirectoryLinkRow {
    /// The short form of the web address (see ``DirectoryLinkDisplay``), or the value as
    /// written with what is wrong with it when there is none.
    public var display: String {
        webURL.map(DirectoryLinkDisplay.text) ?? DirectoryLinkDisplay.unusable(value)
    }
}
