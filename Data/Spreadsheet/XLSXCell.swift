import Foundation

/// The value of one spreadsheet cell; a formula cell holds its cached result.
public enum XLSXCell: Equatable, Sendable {
    /// Text: a shared string (rich-text runs joined), an inline string, a formula's string
    /// result or an ISO date cell.
    case text(String)
    /// A number exactly as stored (e.g. "1", "2.5", "1E+14").
    case number(String)
    /// A boolean.
    case boolean(Bool)
    /// An error value such as "#REF!".
    case error(String)

    /// The cell as text: numbers without a needless ".0" (and whole numbers written out, not
    /// in exponent form), booleans as TRUE/FALSE, errors as nil.
    public var text: String? {
        switch self {
        case .text(let value): return value
        case .number(let raw):
            if let value = Double(raw), value.rounded() == value, abs(value) < 9e15 {
                return String(Int(value))
            }
            return raw
        case .boolean(let value): return value ? "TRUE" : "FALSE"
        case .error: return nil
        }
    }

    /// The cell as a number: numbers, and text that reads as one ("1.0", " 2 ").
    public var number: Double? {
        switch self {
        case .number(let raw): return Double(raw)
        case .text(let value):
            return Double(value) ?? Double(value.trimmingCharacters(in: .whitespacesAndNewlines))
        case .boolean(let value): return value ? 1 : 0
        case .error: return nil
        }
    }
}
