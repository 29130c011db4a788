/// An amount of Ukrainian money held exactly, in kopecks (1 гривня = 100 копійок).
///
/// Money is never a `Double`: arithmetic and comparisons work on the integer kopeck count.
public struct Hryvnias: Equatable, Hashable, Comparable, Sendable {
    /// The amount in kopecks; may be negative only when built that way on purpose.
    public var kopecks: Int64

    /// Creates an amount from a number of kopecks.
    public init(kopecks: Int64) {
        self.kopecks = kopecks
    }

    /// Creates an amount of whole hryvnias; values beyond ±92 trillion hryvnias saturate.
    public init(hryvnias: Int64) {
        let (product, overflow) = hryvnias.multipliedReportingOverflow(by: 100)
        self.kopecks = overflow ? (hryvnias < 0 ? .min : .max) : product
    }

    /// Nothing.
    public static let zero = Hryvnias(kopecks: 0)

    /// The largest fundraising target CleanApps accepts: 1 000 000 000 грн.
    public static let maximumTarget = Hryvnias(hryvnias: 1_000_000_000)

    /// Orders amounts by value.
    public static func < (lhs: Hryvnias, rhs: Hryvnias) -> Bool {
        lhs.kopecks < rhs.kopecks
    }

    /// The amount with spaces between thousands and a decimal comma, kopecks only when not
    /// zero: `100 000`, `100 000,50`, `-5,05`.
    public var formatted: String {
        let magnitude = kopecks.magnitude
        let whole = String(magnitude / 100)
        var grouped = ""
        for (index, digit) in whole.enumerated() {
            if index > 0, (whole.count - index) % 3 == 0 { grouped.append(" ") }
            grouped.append(digit)
        }
        let fraction = magnitude % 100
        let sign = kopecks < 0 ? "-" : ""
        guard fraction != 0 else { return sign + grouped }
        let fractionText = fraction < 10 ? "0\(fraction)" : "\(fraction)"
        return sign + grouped + "," + fractionText
    }

    /// ``formatted`` followed by the poster's currency suffix: `100 000 грн.`.
    public var formattedWithCurrency: String {
        formatted + " грн."
    }

    /// This amount as a share of `total`, clamped to 0…1; nil when `total` is not positive.
    public func fraction(of total: Hryvnias) -> Double? {
        guard total.kopecks > 0 else { return nil }
        let share = Double(kopecks) / Double(total.kopecks)
        return min(max(share, 0), 1)
    }
}
