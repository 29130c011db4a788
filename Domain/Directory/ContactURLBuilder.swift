import Foundation

/// Builds the safe web addresses behind ``ContactLink``.
///
/// Every value is NFKC-normalised first, so full-width ASCII typed in a Korean input mode
/// (`＠ｍ１２３`, `ｍｅ＠ａｓｓｅｍｂｌｙ．ｋｒ`) builds the same link as its ASCII form.
enum ContactURLBuilder {
    /// `value` when it is an http(s) URL with a host; a bare domain gets `https://`.
    static func website(_ value: String) -> URL? {
        let trimmed = value.precomposedStringWithCompatibilityMapping.trimmingCharacters(
            in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isWhitespace),
            !trimmed.unicodeScalars.contains(where: isRefusedInAddress)
        else { return nil }
        let lowered = trimmed.lowercased()
        let text: String
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            text = trimmed
        } else if !trimmed.contains(":"), trimmed.contains(".") {
            text = "https://" + trimmed
        } else {
            return nil
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }

    /// Controls, quotes, backslash, angle brackets and backtick: Foundation would quietly
    /// percent-encode them, but an address containing them is refused, never repaired.
    static func isRefusedInAddress(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x21 || scalar.value == 0x7F
            || "\"'<>\\`^{|}".unicodeScalars.contains(scalar)
    }

    /// The profile URL of an account on `base`; a full http(s) URL is kept as it is.
    static func account(_ value: String, on base: String) -> URL? {
        let value = value.precomposedStringWithCompatibilityMapping
        if value.lowercased().hasPrefix("http") { return website(value) }
        guard let account = accountName(value) else { return nil }
        return URL(string: base + account)
    }

    /// The account without a leading "@", percent-encoded as one path segment; nil when empty.
    static func accountName(_ value: String) -> String? {
        var account = value.precomposedStringWithCompatibilityMapping.trimmingCharacters(
            in: .whitespacesAndNewlines)
        if account.hasPrefix("@") { account.removeFirst() }
        guard !account.isEmpty, !account.lowercased().hasPrefix("http") else { return nil }
        let allowed = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return account.addingPercentEncoding(withAllowedCharacters: allowed)
    }

    /// A `mailto:` URL for a plausible address (one "@", no spaces or URL syntax).
    static func mailto(_ value: String) -> URL? {
        mailto([value])
    }

    /// One `mailto:` URL to every plausible address of `addresses` (RFC 6068: the addresses
    /// separated by commas, each NFKC-normalised, trimmed and percent-encoded as UTF-8 except
    /// for letters, digits, "@" and `-._~!$*+`); nil when none is plausible.
    static func mailto(_ addresses: [String]) -> URL? {
        let encoded = addresses.compactMap { address -> String? in
            let address = address.precomposedStringWithCompatibilityMapping
                .trimmingCharacters(in: .whitespacesAndNewlines)
            guard EmailAddressList.isAddress(address) else { return nil }
            return address.addingPercentEncoding(withAllowedCharacters: mailtoAllowed)
        }
        guard !encoded.isEmpty else { return nil }
        return URL(string: "mailto:" + encoded.joined(separator: ","))
    }

    private static let mailtoAllowed = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$*+@")
}
