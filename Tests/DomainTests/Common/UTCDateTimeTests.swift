import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import Testing

/// `UTCDateTime` replaces Calendar/ISO 8601 styles on hot and start-up paths; these tests hold
/// it to Foundation's answers.
@Suite struct UTCDateTimeTests {
    private static let gregorianUTC: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar
    }()

    /// From 1621 on: Foundation's Gregorian calendar switches to Julian dates before 1582.
    @Test func fields_matchFoundationCalendar_forSeededMoments() {
        var generator = SeededGenerator(seed: 1_121)
        for _ in 0..<5_000 {
            let seconds = Double(
                Int64.random(in: -11_000_000_000...60_000_000_000, using: &generator))
            let date = Date(timeIntervalSince1970: seconds)
            let expected = Self.gregorianUTC.dateComponents(
                [.year, .month, .day, .hour, .minute, .second, .weekday], from: date)

            let fields = UTCDateTime(date)

            #expect(
                [fields.year, fields.month, fields.day, fields.hour, fields.minute, fields.second]
                    == [
                        expected.year, expected.month, expected.day, expected.hour,
                        expected.minute, expected.second,
                    ].map { $0 ?? -1 }, "\(seconds)")
            #expect(fields.weekday + 1 == expected.weekday)
            #expect(fields.date == date)
        }
    }

    @Test func local_matchesFoundationCalendarInThatZone_acrossADaylightSavingChange() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        // 2025-03-30 00:30Z is 01:30 CET; an hour later the clocks have jumped to 03:30 CEST.
        for seconds in [1_743_294_600.0, 1_743_298_200, 1_761_440_400, 1_700_000_000] {
            let date = Date(timeIntervalSince1970: seconds)
            let expected = calendar.dateComponents(
                [.year, .month, .day, .hour, .minute], from: date)

            let local = UTCDateTime.local(date, in: berlin)

            #expect(
                [local.year, local.month, local.day, local.hour, local.minute]
                    == [
                        expected.year, expected.month, expected.day, expected.hour, expected.minute,
                    ])
        }
    }

    @Test func isoDate_padsYearMonthAndDay() throws {
        #expect(try #require(UTCDateTime(year: 987, month: 3, day: 4)).isoDate == "0987-03-04")
        #expect(try #require(UTCDateTime(year: 2026, month: 11, day: 21)).isoDate == "2026-11-21")
        #expect(UTCDateTime.shortMonthNames.count == 12)
    }

    @Test func init_extremeDates_doNotTrap() {
        for seconds in [Double.nan, .infinity, -.infinity, 1e300, -1e300] {
            _ = UTCDateTime(Date(timeIntervalSince1970: seconds)).iso8601(fractionDigits: 9)
        }
        #expect(UTCDateTime(.distantFuture).year == 4001)
        #expect(UTCDateTime(Date(timeIntervalSince1970: .nan)).year == 1970)
    }

    @Test func init_refusesDaysThatDoNotExist() {
        #expect(UTCDateTime(year: 2023, month: 2, day: 29) == nil)
        #expect(UTCDateTime(year: 2024, month: 2, day: 29) != nil)
        #expect(UTCDateTime(year: 1900, month: 2, day: 29) == nil)
        #expect(UTCDateTime(year: 2000, month: 2, day: 29) != nil)
        #expect(UTCDateTime(year: 2025, month: 4, day: 31) == nil)
        #expect(UTCDateTime(year: 2025, month: 13, day: 1) == nil)
        #expect(UTCDateTime(year: 2025, month: 1, day: 1, hour: 24) == nil)
    }

    @Test func iso8601_matchesFoundationStyles() {
        let date = Date(timeIntervalSince1970: 1_763_737_303.123_456)

        #expect(UTCDateTime(date).iso8601() == Date.ISO8601FormatStyle().format(date))
        #expect(
            UTCDateTime(date).iso8601(fractionDigits: 3)
                == Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(date))
        #expect(
            UTCDateTime(Date(timeIntervalSince1970: -1.5)).iso8601(fractionDigits: 3)
                == "1969-12-31T23:59:58.500Z")
    }

    @Test func dateFromISO8601_readsFractionsAndOffsets() {
        #expect(UTCDateTime.date(iso8601: "1970-01-01T00:00:00Z") == Date(timeIntervalSince1970: 0))
        #expect(
            UTCDateTime.date(iso8601: "2025-11-21T15:01:43.250Z")
                == Date(timeIntervalSince1970: 1_763_737_303.25))
        #expect(
            UTCDateTime.date(iso8601: "2025-11-21T17:01:43+02:00")
                == Date(timeIntervalSince1970: 1_763_737_303))
        #expect(
            UTCDateTime.date(iso8601: "2025-11-21T10:01:43.5-05:00")
                == Date(timeIntervalSince1970: 1_763_737_303.5))
    }

    @Test(arguments: [
        "", "2025-11-21", "2025-11-21T15:01:43", "2025-11-21 15:01:43Z", "2025-02-30T00:00:00Z",
        "2025-11-21T15:01:43.Z", "2025-11-21T15:01:43.1234567890Z", "2025-11-21T15:01:43+2:00",
        "2025-11-21T15:01:43Zjunk", "２０25-11-21T15:01:43Z", "2025-11-21T25:01:43Z",
    ])
    func dateFromISO8601_refusesMalformedText(text: String) {
        #expect(UTCDateTime.date(iso8601: text) == nil)
    }

    /// Years 1621 to 9999: four-digit years, as ISO 8601 writes them.
    @Test func roundTrip_keepsMilliseconds() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let millis = Int64.random(
                in: -10_000_000_000_000...10_000_000_000_000, using: &generator)
            let date = Date(timeIntervalSince1970: Double(millis) / 1_000)
            let text = UTCDateTime(date).iso8601(fractionDigits: 3)
            let back = UTCDateTime.date(iso8601: text)

            #expect(back.map { abs($0.timeIntervalSince(date)) < 0.001 } == true, "\(text)")
        }
    }
}
