import CleanAppsCore
import Foundation

/// Header field texts for mail: RFC 2047 encoded words and RFC 5322 dates.
enum MailHeaderText {
    /// The Subject value: as is when it is printable ASCII short enough for one line,
    /// otherwise UTF-8 "B" encoded words of at most 75 characters, folded with CRLF SP.
    static func encodedSubject(_ subject: String) -> String {
        let isPlain = subject.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        // NB: "Subject: " takes 9 of the 78 recommended characters.
        if isPlain && subject.utf8.count <= 69 && !subject.contains("=?") { return subject }
        var words: [String] = []
        var chunk: [UInt8] = []
        for scalar in subject.unicodeScalars {
            let bytes = Array(String(scalar).utf8)
            // NB: 36 bytes make 48 Base64 characters: 60 with "=?UTF-8?B?" and "?=", so even
            // the first line, after "Subject: ", stays under 78.
            if chunk.count + bytes.count > 36 {
                words.append(encodedWord(chunk))
                chunk = []
            }
            chunk += bytes
        }
        if !chunk.isEmpty || words.isEmpty { words.append(encodedWord(chunk)) }
        return words.joined(separator: "\r\n ")
    }

    /// A To/From value: `addr`, `"Name" <addr>`, or `=?UTF-8?B?…?= <addr>` for a name
    /// beyond ASCII. The address itself stays as given (UTF-8 under RFC 6532).
    static func mailbox(_ address: MailAddress) -> String {
        guard let name = address.displayName else { return address.rawValue }
        let isPlain = name.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } && !name.contains("=?")
        let shown =
            isPlain
            ? "\"" + name.replacingOccurrences(of: "\\", with: "\\\\") + "\""
            : encodedSubject(name)
        return "\(shown) <\(address.rawValue)>"
    }

    private static func encodedWord(_ bytes: [UInt8]) -> String {
        "=?UTF-8?B?\(Foundation.Data(bytes).base64EncodedString())?="
    }

    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// RFC 5322 date-time, e.g. "Tue, 03 Jun 2025 14:05:09 +0200", independent of locale.
    static func date(_ date: Date, in timeZone: TimeZone) -> String {
        let offset = timeZone.secondsFromGMT(for: date)
        let parts = UTCDateTime.local(date, in: timeZone)
        let weekday = weekdays[parts.weekday]
        let month = UTCDateTime.shortMonthNames[parts.month - 1]
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        let zone = sign + two(minutes / 60) + two(minutes % 60)
        let time = "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
        return "\(weekday), \(two(parts.day)) \(month) \(parts.year) \(time) \(zone)"
    }

    private static func two(_ value: Int?) -> String {
        let number = value ?? 0
        return number < 10 ? "0\(number)" : String(number)
    }
}
