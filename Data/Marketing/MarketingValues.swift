import Foundation
import MarketingDomain

/// Checks for values read from outside documents (prices, currencies, names).
enum MarketingValues {
    /// The largest price accepted; anything above is treated as a broken document.
    static let maximumPrice = Decimal(1_000_000_000)

    /// `text` as a decimal when it is plain `digits[.digits]` (optionally negative), else nil.
    ///
    /// NB: `Decimal(string:)` accepts "12abc" as 12, so the shape is checked first.
    static func decimal(_ text: String) -> Decimal? {
        let body = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.count <= 2, body.count <= 40,
            parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } })
        else { return nil }
        return Decimal(string: text)  // No locale: "." is the separator, and no ICU is loaded.
    }

    /// Whether `price` is a usable monthly price (0 up to ``maximumPrice``).
    static func isValidPrice(_ price: Decimal) -> Bool {
        !price.isNaN && price >= 0 && price <= maximumPrice
    }

    /// `text` trimmed and upper-cased when it is a three-letter ISO 4217 code, else nil.
    static func currency(_ text: String) -> String? {
        let code = text.trimmingCharacters(in: .whitespaces).uppercased()
        guard code.utf8.count == 3, code.utf8.allSatisfy({ (65...90).contains($0) }) else {
            return nil
        }
        return code
    }

    /// `text` on one line (control characters become spaces), trimmed, at most 200
    /// characters; nil when nothing is left.
    static func displayText(_ text: String) -> String? {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            let breaks =
                category == .control || category == .lineSeparator
                || category == .paragraphSeparator || category == .format
            scalars.append(breaks ? " " : scalar)
        }
        let trimmed = String(scalars).trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        return String(trimmed.prefix(200))
    }
}

/// Why an outside Marketing document could not be used (it then falls back or is refused).
struct MarketingDocumentError: Error, Equatable {
    let reason: String
}
