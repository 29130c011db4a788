import Foundation

extension UTCDateTime {
    /// "2026-11-21T15:01:43Z", or with `fractionDigits` (1…9) digits of the second
    /// ("2026-11-21T15:01:43.123Z"), the digits truncated, not rounded.
    public func iso8601(fractionDigits: Int = 0) -> String {
        var text = "\(isoDate)T\(Self.pad(hour)):\(Self.pad(minute)):\(Self.pad(second))"
        let digits = min(9, max(0, fractionDigits))
        if digits > 0 {
            var divisor = 1
            for _ in digits..<9 { divisor *= 10 }
            text += "." + Self.pad(nanosecond / divisor, digits)
        }
        return text + "Z"
    }

    /// Reads "2026-11-21T15:01:43Z", with an optional fraction of the second (1…9 digits)
    /// and "Z" or a "+hh:mm"/"-hh:mm" offset; nil for anything else.
    public static func date(iso8601 text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count, !range.isEmpty else { return nil }
            var value = 0
            for byte in bytes[range] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        var position = 19
        var nanosecond = 0
        if bytes[position] == UInt8(ascii: ".") {
            let start = position + 1
            position = start
            while position < bytes.count, (48...57).contains(bytes[position]) { position += 1 }
            guard (1...9).contains(position - start), let fraction = number(start..<position)
            else { return nil }
            nanosecond = fraction
            for _ in (position - start)..<9 { nanosecond *= 10 }
        }
        guard let offset = zoneOffset(bytes[position...]),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16),
            let second = number(17..<19),
            let fields = UTCDateTime(
                year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                nanosecond: nanosecond)
        else { return nil }
        return fields.date.addingTimeInterval(TimeInterval(-offset))
    }

    /// Seconds east of UTC for "Z", "+hh:mm" or "-hh:mm"; nil for anything else.
    private static func zoneOffset(_ bytes: ArraySlice<UInt8>) -> Int? {
        let zone = Array(bytes)
        if zone == [UInt8(ascii: "Z")] || zone == [UInt8(ascii: "z")] { return 0 }
        guard zone.count == 6, zone[0] == UInt8(ascii: "+") || zone[0] == UInt8(ascii: "-"),
            zone[3] == UInt8(ascii: ":"),
            zone[1...2].allSatisfy({ (48...57).contains($0) }),
            zone[4...5].allSatisfy({ (48...57).contains($0) })
        else { return nil }
        let hours = Int(zone[1] - 48) * 10 + Int(zone[2] - 48)
        let minutes = Int(zone[4] - 48) * 10 + Int(zone[5] - 48)
        guard hours < 24, minutes < 60 else { return nil }
        return (zone[0] == UInt8(ascii: "-") ? -1 : 1) * (hours * 3_600 + minutes * 60)
    }
}
