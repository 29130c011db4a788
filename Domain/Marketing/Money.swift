import Foundation

/// An amount in one ISO 4217 currency, e.g. 590 EUR.
public struct Money: Equatable, Sendable {
    /// The amount (never a binary floating-point value).
    public let amount: Decimal
    /// The ISO 4217 code, e.g. "EUR".
    public let currency: String

    /// Creates an amount of `currency`.
    public init(amount: Decimal, currency: String) {
        self.amount = amount
        self.currency = currency
    }

    /// The amount with exactly two decimals, thousands grouped, and the code, e.g.
    /// "12,150.50 UAH", for people to read.
    ///
    /// Independent of the locale: "." as decimal separator, "," between thousands, halves
    /// rounded away from zero.
    public var formatted: String { "\(Self.grouped(Self.plainAmount(amount))) \(currency)" }

    /// The amount with exactly two decimals and no grouping, e.g. "12150.50", for programs
    /// to read (JSON).
    public var plainAmount: String { Self.plainAmount(amount) }

    /// Joins per-currency amounts with " + " in the given order, e.g.
    /// "590.00 EUR + 120.00 USD"; "0.00" when there is none.
    public static func formatted(_ totals: [Money]) -> String {
        guard !totals.isEmpty else { return "0.00" }
        return totals.map(\.formatted).joined(separator: " + ")
    }

    /// `plain` (as ``plainAmount(_:)`` writes it) with "," between each three digits of its
    /// whole part, e.g. "-1,234,567.89".
    static func grouped(_ plain: String) -> String {
        let sign = plain.hasPrefix("-") ? "-" : ""
        let whole = Array(plain.dropFirst(sign.count).prefix { $0 != "." })
        var groups: [String] = []
        var end = whole.count
        while end > 0 {
            groups.insert(String(whole[max(0, end - 3)..<end]), at: 0)
            end -= 3
        }
        return sign + groups.joined(separator: ",") + plain.drop { $0 != "." }
    }

    /// `amount` rounded to two decimals, e.g. "1234.50" or "-0.50".
    static func plainAmount(_ amount: Decimal) -> String {
        var value = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 2, .plain)
        let hundredths = (rounded * 100).description
        let isNegative = hundredths.hasPrefix("-")
        var digits = isNegative ? String(hundredths.dropFirst()) : hundredths
        // NB: a rounded value times 100 is integral, so `description` has only digits here.
        while digits.count < 3 { digits = "0" + digits }
        let sign = isNegative && digits != "000" ? "-" : ""
        return "\(sign)\(digits.dropLast(2)).\(digits.suffix(2))"
    }
}
