import DirectoryDomain
import Foundation

/// The line saying which data is shown: "자료 1.9.0 · 마지막 업데이트: 2021.03.27", with
/// " (갱신 지연 중)" (update delayed) when the update date is more than 180 days ago.
public enum DirectoryDataLine {
    /// After this many days without an update the line says the update is delayed.
    public static let delayedAfterDays = 180

    /// The line for `info` at `now`; the date part is left out when the workbook has none.
    public static func text(_ info: DirectoryInfo, now: Date) -> String {
        var text = "자료 \(info.version)"
        if let date = info.updateDate {
            text += " · 마지막 업데이트: " + day(date)
            if isDelayed(info, now: now) { text += " (갱신 지연 중)" }
        }
        return text
    }

    /// Whether the data's update date is more than ``delayedAfterDays`` days before `now`.
    public static func isDelayed(_ info: DirectoryInfo, now: Date) -> Bool {
        guard let date = info.updateDate else { return false }
        return now.timeIntervalSince(date) > Double(delayedAfterDays) * 86_400
    }

    /// The note shown while the bundled sample is the data: its lawmakers are made up.
    public static let sampleNote =
        "샘플 자료 · sample data, fictitious lawmakers: cleanapps directory import FILE"

    /// `yyyy.MM.dd` in UTC.
    public static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        func two(_ value: Int?) -> String {
            let text = String(value ?? 0)
            return text.count < 2 ? "0" + text : text
        }
        return "\(parts.year ?? 0).\(two(parts.month)).\(two(parts.day))"
    }
}
