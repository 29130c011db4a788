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
        // NB: most cells are one ASCII word; they skip the walk below.
        if cell.utf8.allSatisfy({ (0x21..<0x7F).contains($0) && $0 != 0x2C && $0 != 0x3B }) {
            guard let address = address(in: cell) else {
                return Parsed(addresses: [], rejected: cell.isEmpty ? [] : [cell])
            }
            return Parsed(addresses: [address], rejected: [])
        }
        var parsed = Parsed(addresses: [], rejected: [])
        let scalars = cell.unicodeScalars
        var words: [Substring.UnicodeScalarView] = []
        var wordStart: String.UnicodeScalarView.Index?
        var index = scalars.startIndex
        while true {
            let scalar = index < scalars.endIndex ? scalars[index] : nil
            let endsWord = scalar.map { isSeparator($0) || $0.isUnicodeWhitespace } ?? true
            if endsWord, let start = wordStart {
                words.append(scalars[start..<index])
                wordStart = nil
            } else if !endsWord, wordStart == nil {
                wordStart = index
            }
            if scalar.map(isSeparator) ?? true {
                take(words, into: &parsed)
                words.removeAll(keepingCapacity: true)
            }
            guard index < scalars.endIndex else { return parsed }
            index = scalars.index(after: index)
        }
    }

    /// Sorts the words of one stretch between separators: each address is kept, the other
    /// words become one rejected part.
    private static func take(_ words: [Substring.UnicodeScalarView], into parsed: inout Parsed) {
        var rejected: [String] = []
        for word in words {
            let token = String(word)
            if let address = address(in: token) {
                parsed.addresses.append(address)
            } else {
                rejected.append(token)
            }
        }
        if !rejected.isEmpty { parsed.rejected.append(rejected.joined(separator: " ")) }
    }

    /// True for a plausible address: one "@" with text before it that neither starts nor ends
    /// with a dot, and a domain of two or more non-empty labels after it; no spaces, controls
    /// or URL and quoting syntax. Full-width forms count as their ASCII forms.
    public static func isAddress(_ text: String) -> Bool {
        // NB: ASCII needs no normalising, and normalising costs more than the whole check;
        // one pass over the scalars, as the import checks every e-mail cell.
        let address =
            text.utf8.allSatisfy { $0 < 0x80 }
            ? text : text.precomposedStringWithCompatibilityMapping
        var hasAt = false
        var local: (count: Int, first: UInt32, last: UInt32) = (0, 0, 0)
        var labels = 0
        var labelLength = 0
        for scalar in address.unicodeScalars {
            guard !isRefused(scalar) else { return false }
            let value = scalar.value
            if value == 0x40 {
                guard !hasAt else { return false }
                hasAt = true
            } else if !hasAt {
                local = (local.count + 1, local.count == 0 ? value : local.first, value)
            } else if value == 0x2E {
                guard labelLength > 0 else { return false }
                labels += 1
                labelLength = 0
            } else {
                labelLength += 1
            }
        }
        return hasAt && local.count > 0 && local.first != 0x2E && local.last != 0x2E
            && labels >= 1 && labelLength > 0
    }

    /// The address a token stands for (`<a@b.kr>` and `mailto:a@b.kr` give `a@b.kr`), or nil.
    private static func address(in token: String) -> String? {
        // NB: by bytes: Character comparisons would break the token into graphemes.
        var body = token.utf8[...]
        if body.first == UInt8(ascii: "<"), body.last == UInt8(ascii: ">") {
            body = body.dropFirst().dropLast()
        }
        if body.count > 7,
            zip(body, "mailto:".utf8).allSatisfy({ $1 == 0x3A ? $0 == $1 : $0 | 0x20 == $1 })
        {
            body = body.dropFirst(7)
        }
        let address = body.count == token.utf8.count ? token : String(Substring(body))
        return isAddress(address) ? address : nil
    }

    /// Separators between the values of one cell (spaces separate words within a value):
    /// comma, semicolon, their full-width forms, the ideographic comma and line breaks.
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2C, 0x3B, 0x0A, 0x0D, 0xFF0C, 0xFF1B, 0x3001, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Characters no address here may hold: controls and spaces, and those of URL or quoting
    /// syntax `"'<>\`^{|}/?#:,;()[]` (a part holding them is refused, not repaired).
    private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x21, 0x7F...0x9F, 0x22, 0x23, 0x27, 0x28, 0x29, 0x2C, 0x2F, 0x3A, 0x3B, 0x3C,
            0x3E, 0x3F, 0x5B, 0x5C, 0x5D, 0x5E, 0x60, 0x7B, 0x7C, 0x7D:
            true
        case 0x80...: scalar.isUnicodeWhitespace
        default: false
        }
    }
}
