/// Writes numbers for SVG attributes: at most two decimals, no exponent, no `-0`, the same
/// text on every run (golden files depend on it).
enum SVGNumber {
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int64((min(max(value, -1e12), 1e12) * 100).rounded())
        if hundredths == 0 { return "0" }
        let magnitude = hundredths.magnitude
        let sign = hundredths < 0 ? "-" : ""
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
