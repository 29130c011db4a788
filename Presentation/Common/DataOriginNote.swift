import CleanAppsCore
import Foundation

/// The status line that says where shown data came from and how old it is.
public enum DataOriginNote {
    /// nil for live data that needed no fallback; the service's own sentence for an empty
    /// answer; otherwise what is shown and why, e.g.
    /// "Showing saved data from 3 hours ago: GamerPower answered HTTP 500." or "Showing the
    /// bundled snapshot of 14 Sep 2022 (nothing saved yet): --offline is on.".
    public static func text<Value>(for sourced: Sourced<Value>, now: Date) -> String? {
        text(for: sourced.origin, reason: sourced.fallbackReason, now: now)
    }

    /// The note for data of `origin` shown because of `reason` (what failed), if any.
    public static func text(for origin: DataOrigin, reason: String? = nil, now: Date) -> String? {
        let isOffline = reason?.hasPrefix("--offline") == true
        let why = isOffline ? "." : reason.map { ": \($0)." } ?? " (the service could not be used)."
        switch origin {
        case .live:
            return reason.map { "\($0)." }
        case .emptyAnswer(let sentence):
            return sentence
        case .cache(let savedAt):
            return "Showing saved data from \(age(of: savedAt, now: now))"
                + (isOffline ? " (--offline)" : "") + why
        case .bundled(let takenAt):
            let date = takenAt.map { " of \(day($0))" } ?? ""
            return "Showing the bundled snapshot\(date) ("
                + (isOffline ? "--offline, " : "") + "nothing saved yet)\(why)"
        }
    }

    /// "just now", "5 minutes ago", "3 hours ago", "2 days ago".
    public static func age(of date: Date, now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        switch seconds {
        case ..<60: return "just now"
        case ..<3_600: return plural(seconds / 60, "minute") + " ago"
        case ..<86_400: return plural(seconds / 3_600, "hour") + " ago"
        default: return plural(seconds / 86_400, "day") + " ago"
        }
    }

    /// "1 item", "2 items".
    public static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// "14 Sep 2022" (UTC).
    private static func day(_ date: Date) -> String {
        let utc = UTCDateTime(date)
        return "\(utc.day) \(UTCDateTime.shortMonthNames[utc.month - 1]) \(utc.year)"
    }
}
