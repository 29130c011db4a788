import Foundation

/// Text helpers for content built from outside data: escaping and locale-free dates.
enum MarketingText {
    /// `text` with `& < > " '` replaced by entities, for HTML text and attribute values.
    static func htmlEscaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in oneLine(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` with every control or line-separating character replaced by a space, so outside
    /// text cannot start new lines or headers.
    static func oneLine(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            let breaks =
                category == .control || category == .lineSeparator
                || category == .paragraphSeparator
            result.append(breaks ? " " : scalar)
        }
        return String(result)
    }

    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]

    /// "2025-06-03" in `timeZone`.
    static func shortDate(_ date: Date, in timeZone: TimeZone) -> String {
        let parts = components(date, timeZone)
        return "\(padded(parts.year, 4))-\(padded(parts.month, 2))-\(padded(parts.day, 2))"
    }

    /// "3 June 2025 at 14:05" in `timeZone`.
    static func longDateTime(_ date: Date, in timeZone: TimeZone) -> String {
        let parts = components(date, timeZone)
        let month = months[max(0, min(11, (parts.month ?? 1) - 1))]
        let time = "\(padded(parts.hour, 2)):\(padded(parts.minute, 2))"
        return "\(parts.day ?? 1) \(month) \(parts.year ?? 1970) at \(time)"
    }

    private static func components(_ date: Date, _ timeZone: TimeZone) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    }

    private static func padded(_ value: Int?, _ width: Int) -> String {
        let text = String(value ?? 0)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
