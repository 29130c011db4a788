import Foundation

/// The e-mail addresses of one workbook cell.
///
/// A cell may hold several addresses separated by commas, semicolons (ASCII, full-width or
/// the ideographic comma), line breaks or spaces; an address may be wrapped in angle brackets
/// or start with `mailto:`. Addresses are kept as written. What is not an address is
/// returned too, one part per stretch between commas, semicolons or line breaks (its words
/// together, so `see the office` is one part), for the caller to name.
public enum EmailAddressList {
    /// The result of reading a cell.
    public struct Parsed: Equatable, Sendable {
        /// The addresses, in cell order, as written.
        public var addresses: [String]
        /// The parts that are not e-mail addresses, in cell order.
        public var rejected: [String]
    }

    /// Splits `cell` into its addresses and the parts that are not addresses.
    public static func parse(_ cell: String) -> Parsed {
        var parsed = Parsed(addresses: [], rejected: [])
        for stretch in cell.unicodeScalars.split(whereSeparator: isSeparator) {
            var words: [String] = []
            for word in stretch.split(whereSeparator: \.isUnicodeWhitespace) {
                let token = String(String.UnicodeScalarView(word))
                if let address = address(in: token) {
                    parsed.addresses.append(address)
                } else {
                    words.append(token)
                }
            }
            if !words.isEmpty { parsed.rejected.append(words.joined(separator: " ")) }
        }
        return parsed
    }

    /// True for a plausible address: one "@" with text before it and a dotted domain after
    /// it (no empty label), no spaces, controls or URL and quoting syntax. Full-width forms
    /// count as their ASCII forms.
    public static func isAddress(_ text: String) -> Bool {
        // NB: ASCII needs no normalising, and normalising costs more than the whole check.
        let address =
            text.utf8.allSatisfy { $0 < 0x80 }
            ? text : text.precomposedStringWithCompatibilityMapping
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[0].hasPrefix("."),
            !parts[0].hasSuffix("."),
            !address.unicodeScalars.contains(where: isRefused)
        else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && !labels.contains(where: \.isEmpty)
    }

    /// The address a token stands for (`<a@b.kr>` and `mailto:a@b.kr` give `a@b.kr`), or nil.
    private static func address(in token: String) -> String? {
        var body = Substring(token)
        if body.first == "<", body.last == ">" { body = body.dropFirst().dropLast() }
        if body.lowercased().hasPrefix("mailto:") { body = body.dropFirst("mailto:".count) }
        let address = String(body)
        return isAddress(address) ? address : nil
    }

    /// Separators between the values of one cell (spaces separate words within a value).
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        ",;\u{FF0C}\u{FF1B}\u{3001}\n\r\u{2028}\u{2029}".unicodeScalars.contains(scalar)
    }

    /// Characters no address here may hold: controls and spaces, and those of URL or quoting
    /// syntax (a part holding them is not taken apart or repaired, it is refused).
    private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x21 || (0x7F...0x9F).contains(scalar.value) || scalar.isUnicodeWhitespace
            || "\"'<>\\`^{|}/?#:,;()[]".unicodeScalars.contains(scalar)
    }
}
