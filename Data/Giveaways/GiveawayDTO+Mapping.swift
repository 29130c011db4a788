import CleanAppsCore
import Foundation
import GiveawaysDomain

extension GiveawayDTO {
    /// The entity, or nil when the item has no id or no title.
    func toDomain() -> Giveaway? {
        guard let id, let title, !title.isEmpty else { return nil }
        return Giveaway(
            id: id,
            title: title,
            worthInCents: worth.flatMap(GamerPowerFormat.cents(fromWorth:)),
            thumbnailURL: GamerPowerFormat.webURL(thumbnail),
            imageURL: GamerPowerFormat.webURL(image),
            description: description ?? "",
            instructions: instructions ?? "",
            openURL: GamerPowerFormat.webURL(openGiveaway)
                ?? GamerPowerFormat.webURL(openGiveawayURL),
            gamerPowerURL: GamerPowerFormat.webURL(gamerpowerURL),
            publishedDate: publishedDate.flatMap(GamerPowerFormat.date(from:)),
            type: type ?? "",
            platforms: GamerPowerFormat.platforms(platforms ?? ""),
            endDate: endDate.flatMap(GamerPowerFormat.date(from:)),
            users: max(users ?? 0, 0),
            status: status ?? "")
    }
}

/// The value formats GamerPower uses.
enum GamerPowerFormat {
    /// "$4.99" → 499, "$1,299.00" → 129900; "N/A" and anything else → nil.
    static func cents(fromWorth text: String) -> Int? {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        if digits.hasPrefix("$") { digits = digits.dropFirst() }
        return cents(fromAmount: String(digits).replacingOccurrences(of: ",", with: ""))
    }

    /// "512.75" → 51275; nil when not a plain non-negative amount with at most 2 decimals.
    static func cents(fromAmount text: String) -> Int? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty,
            whole.count <= 12, whole.allSatisfy({ $0.isASCII && $0.isNumber }),
            let wholeValue = Int(whole)
        else { return nil }
        var fraction = 0
        if parts.count == 2 {
            let decimals = parts[1]
            guard (1...2).contains(decimals.count),
                decimals.allSatisfy({ $0.isASCII && $0.isNumber }),
                let value = Int(decimals)
            else { return nil }
            fraction = decimals.count == 1 ? value * 10 : value
        }
        return wholeValue * 100 + fraction
    }

    /// "2022-09-14 23:07:32" (UTC) → the date; "N/A" and anything malformed → nil.
    ///
    /// NB: parsed by hand, not with DateFormatter: decoding 100,000 items must stay fast, and
    /// the API's times are UTC whatever the device's time zone.
    static func date(from text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 19, bytes[4] == 45, bytes[7] == 45, bytes[10] == 32,
            bytes[13] == 58, bytes[16] == 58
        else { return nil }
        func field(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard let year = field(0..<4), let month = field(5..<7), let day = field(8..<10),
            let hour = field(11..<13), let minute = field(14..<16), let second = field(17..<19)
        else { return nil }
        return UTCDateTime(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second)?.date
    }

    /// "PC, Steam, Epic Games Store" → ["PC", "Steam", "Epic Games Store"].
    static func platforms(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
    }

    /// The URL when `text` is an absolute http(s) URL with a host, else nil. Text with
    /// controls, spaces, quotes, backslash, angle brackets or backtick is refused (Foundation
    /// would quietly percent-encode it).
    static func webURL(_ text: String?) -> URL? {
        let refused = "\"'<>\\`^{|}".unicodeScalars
        guard let text = text?.trimmingCharacters(in: .whitespaces),
            !text.unicodeScalars.contains(where: {
                $0.value < 0x21 || $0.value == 0x7F || refused.contains($0)
            }),
            let url = URL(string: text),
            let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }
}
