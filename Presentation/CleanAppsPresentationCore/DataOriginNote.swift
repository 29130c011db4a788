import CleanAppsCore
import Foundation

/// The status line that says where shown data came from, how old it is and why, as a value:
/// ``description`` says it in the library's words, and an app that has its own name for the
/// offline switch says it with ``text(offlineSwitch:)``.
///
/// For example "Showing saved data from 3 hours ago: GamerPower answered HTTP 500." or
/// "Showing the bundled snapshot of 14 Sep 2022 (network use is off, nothing saved yet).".
public struct DataOriginNote: Equatable, Sendable, CustomStringConvertible {
    /// Where the data came from.
    public var origin: DataOrigin
    /// Why it is not the live answer, if known.
    public var reason: FallbackReason?
    /// When the note was made, for the age of saved data.
    public var now: Date

    /// The note for `sourced` at `now`; nil for live data that needed no fallback.
    public init?<Value>(for sourced: Sourced<Value>, now: Date) {
        self.init(origin: sourced.origin, reason: sourced.fallbackReason, now: now)
    }

    /// The note for data of `origin` shown because of `reason`; nil for live data that
    /// needed no fallback.
    public init?(origin: DataOrigin, reason: FallbackReason? = nil, now: Date) {
        if origin == .live && reason == nil { return nil }
        self.origin = origin
        self.reason = reason
        self.now = now
    }

    /// The note in the library's words: network use that is off is "network use is off".
    public var description: String { text(offlineSwitch: FallbackReason.offline.description) }

    /// The note with network use that is off called `offlineSwitch` (e.g. a command-line
    /// flag): "Showing saved data from 3 hours ago (`offlineSwitch`)."; a failure is told
    /// as it is.
    public func text(offlineSwitch: String) -> String {
        let isOffline = reason == .offline
        let why =
            isOffline ? "." : reason.map { ": \($0)." } ?? " (the service could not be used)."
        switch origin {
        case .live:
            return reason.map { "\($0)." } ?? ""
        case .emptyAnswer(let sentence):
            return sentence
        case .cache(let savedAt):
            return "Showing saved data from \(Self.age(of: savedAt, now: now))"
                + (isOffline ? " (\(offlineSwitch))" : "") + why
        case .bundled(let takenAt):
            let date = takenAt.map { " of \(Self.day($0))" } ?? ""
            return "Showing the bundled snapshot\(date) ("
                + (isOffline ? "\(offlineSwitch), " : "") + "nothing saved yet)\(why)"
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
