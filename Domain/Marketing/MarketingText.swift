import CleanAppsCore
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
        UTCDateTime.local(date, in: timeZone).isoDate
    }

    /// "3 June 2025 at 14:05" in `timeZone`.
    static func longDateTime(_ date: Date, in timeZone: TimeZone) -> String {
        let parts = UTCDateTime.local(date, in: timeZone)
        let time = "\(UTCDateTime.pad(parts.hour)):\(UTCDateTime.pad(parts.minute))"
        return "\(parts.day) \(months[parts.month - 1]) \(parts.year) at \(time)"
    }
}
