import Foundation

/// The calendar fields of a moment in UTC (proleptic Gregorian), by integer arithmetic.
///
/// Fixed-format UTC dates need no time-zone or locale data, while Foundation's `Calendar`,
/// `TimeZone`, `DateFormatter` and ISO 8601 styles load ICU's on first use: about 5 MB of
/// resident memory in a process that otherwise needs none (the Benchmarks target's
/// `app.session-peak-memory` figure). Shifting the date by an offset gives local fields.
public struct UTCDateTime: Equatable, Sendable {
    /// The year, e.g. 2026.
    public var year: Int
    /// 1 = January.
    public var month: Int
    /// The day of the month, from 1.
    public var day: Int
    /// The hour, 0…23.
    public var hour: Int
    /// The minute, 0…59.
    public var minute: Int
    /// The second, 0…59.
    public var second: Int
    /// The fraction of the second, in nanoseconds (0..<1,000,000,000).
    public var nanosecond: Int

    /// The wall-clock fields of `date` in `timeZone`: the UTC fields of the date shifted by
    /// the zone's offset at that moment.
    public static func local(_ date: Date, in timeZone: TimeZone) -> UTCDateTime {
        UTCDateTime(date.addingTimeInterval(TimeInterval(timeZone.secondsFromGMT(for: date))))
    }

    /// The fields of `date` in UTC.
    public init(_ date: Date) {
        // To the microsecond: a Date (a Double of seconds) holds no finer detail in this era.
        // Clamped to ±285,000 years so the microseconds fit an Int; NaN reads as the epoch.
        let seconds = date.timeIntervalSince1970
        let microseconds = ((seconds.isNaN ? 0 : max(-9e12, min(9e12, seconds))) * 1e6).rounded()
        let total = Self.floorDivide(Int(microseconds), 1_000_000)
        nanosecond = (Int(microseconds) - total * 1_000_000) * 1_000
        let days = Self.floorDivide(total, 86_400)
        let secondOfDay = total - days * 86_400
        (year, month, day) = Self.civil(fromDays: days)
        hour = secondOfDay / 3_600
        minute = secondOfDay % 3_600 / 60
        second = secondOfDay % 60
    }

    /// Fields that name a real moment (the day must exist in its month), or nil.
    public init?(
        year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0,
        nanosecond: Int = 0
    ) {
        guard (-9_999...9_999).contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day), (0..<24).contains(hour),
            (0..<60).contains(minute), (0..<61).contains(second),
            (0..<1_000_000_000).contains(nanosecond)
        else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
        (self.hour, self.minute, self.second, self.nanosecond) = (hour, minute, second, nanosecond)
    }

    /// The moment these fields name.
    public var date: Date {
        let days = Self.days(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(seconds) + Double(nanosecond) / 1e9)
    }

    /// 0 = Sunday … 6 = Saturday.
    public var weekday: Int {
        let remainder = (Self.days(year: year, month: month, day: day) + 4) % 7  // 1970-01-01: Thu
        return remainder < 0 ? remainder + 7 : remainder
    }

    /// "2026-11-21": the ISO 8601 calendar date.
    public var isoDate: String {
        "\(Self.pad(year, 4))-\(Self.pad(month))-\(Self.pad(day))"
    }

    /// "Jan" … "Dec", for `shortMonthNames[month - 1]`; English, whatever the locale.
    public static let shortMonthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// "20261121-150143": a compact stamp for file names.
    public var fileStamp: String {
        Self.pad(year, 4) + Self.pad(month) + Self.pad(day) + "-" + Self.pad(hour)
            + Self.pad(minute) + Self.pad(second)
    }

    /// `value` in decimal, zero-padded to `width` digits ("-" kept in front).
    public static func pad(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(value.magnitude)
        let padding = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + padding + digits
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    public static func days(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}
