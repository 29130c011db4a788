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
            links: GiveawayLinks(
                thumbnail: GamerPowerFormat.webLink(thumbnail),
                image: GamerPowerFormat.webLink(image),
                open: GamerPowerFormat.webLink(openGiveaway)
                    ?? GamerPowerFormat.webLink(openGiveawayURL),
                gamerPower: GamerPowerFormat.webLink(gamerpowerURL)),
            description: description ?? "",
            instructions: instructions ?? "",
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
        var digits = trimmingWhitespaces(text[...])
        if digits.hasPrefix("$") { digits = digits.dropFirst() }
        return cents(fromAmount: String(digits.filter { $0 != "," }))
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
        text.split(separator: ",").compactMap {
            let name = trimmingWhitespaces($0)
            return name.isEmpty ? nil : String(name)
        }
    }

    /// The URL when `text` is an absolute http(s) URL with a host, else nil. Text with
    /// controls, spaces, quotes, backslash, angle brackets or backtick is refused (Foundation
    /// would quietly percent-encode it).
    ///
    /// NB: checked on the UTF-8 bytes before a `URL` is made (a 9,500-item list has four links
    /// an item; `NSString` trimming and scalar scans made them a quarter of the time of
    /// `--offline giveaways list --json`). Refused scalars are all ASCII, so no byte of a
    /// longer UTF-8 sequence can match one; the scheme test on the bytes is the URL's own
    /// (`https:x` parses with scheme https).
    static func webURL(_ text: String?) -> URL? {
        guard let text else { return nil }
        let link = trimmingWhitespaces(text[...])
        guard !link.utf8.contains(where: isRefusedInLink), hasWebScheme(link.utf8),
            let url = URL(string: String(link)), let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }

    /// ``webURL(_:)``'s `absoluteString`, without making a `URL` for a plain link (see
    /// ``isPlainWebLink(_:)``), which `URL(string:)` reads with its own text as
    /// `absoluteString`.
    static func webLink(_ text: String?) -> String? {
        guard let text else { return nil }
        let link = trimmingWhitespaces(text[...])
        if isPlainWebLink(link) { return String(link) }
        return webURL(text)?.absoluteString
    }

    /// Whether `link` is `http://` or `https://` (lowercase), a host of ASCII letters, digits,
    /// dots and hyphens starting with a letter or digit (no port, no user), then only
    /// RFC 3986's unreserved characters, sub-delimiters but `'`, `:`, `@`, `/`, `?`, one `#`
    /// and `%` with two hex digits: a link `URL(string:)` takes as it is, with a host.
    static func isPlainWebLink(_ link: Substring) -> Bool {
        var link = link
        // NB: on the bytes in place: walking a `Substring.UTF8View` index by index was most
        // of this check's time.
        return link.withUTF8 { bytes in
            var index: Int
            if bytes.starts(with: httpsPrefix) {
                index = httpsPrefix.count
            } else if bytes.starts(with: httpPrefix) {
                index = httpPrefix.count
            } else {
                return false
            }
            let hostStart = index
            while index < bytes.count {
                let byte = bytes[index]
                guard byte != UInt8(ascii: "/"), byte != UInt8(ascii: "?"), byte != 0x23 else {
                    break
                }
                guard isASCIIAlphanumeric(byte) || byte == 0x2E || byte == 0x2D else {
                    return false
                }
                index += 1
            }
            guard index > hostStart, isASCIIAlphanumeric(bytes[hostStart]) else { return false }
            var seenFragment = false
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case 0x23:
                    guard !seenFragment else { return false }
                    seenFragment = true
                case 0x25:
                    guard index + 1 < bytes.count, isHexDigit(bytes[index]),
                        isHexDigit(bytes[index + 1])
                    else { return false }
                    index += 2
                case _ where isASCIIAlphanumeric(byte): continue
                // NB: - . _ ~ ! $ & ( ) * + , ; = : @ / ?
                case 0x2D, 0x2E, 0x5F, 0x7E, 0x21, 0x24, 0x26, 0x28, 0x29, 0x2A, 0x2B, 0x2C, 0x3B,
                    0x3D, 0x3A, 0x40, 0x2F, 0x3F:
                    continue
                default: return false
                }
            }
            return true
        }
    }

    private static let httpsPrefix = Array("https://".utf8)
    private static let httpPrefix = Array("http://".utf8)

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// `text` without the leading and trailing `.whitespaces` (Zs and tab), as
    /// `trimmingCharacters(in: .whitespaces)` gives it.
    ///
    /// NB: ASCII edges are trimmed here and only a non-ASCII edge goes to Foundation, whose
    /// trimming runs through `NSString` and UTF-16 on Linux.
    static func trimmingWhitespaces(_ text: Substring) -> Substring {
        var scalars = text.unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" {
            scalars = scalars.dropFirst()
        }
        while let last = scalars.last, last == " " || last == "\t" {
            scalars = scalars.dropLast()
        }
        guard let first = scalars.first, let last = scalars.last, !first.isASCII || !last.isASCII
        else { return Substring(scalars) }
        return Substring(Substring(scalars).trimmingCharacters(in: .whitespaces))
    }

    /// Controls, space, DEL and `"'<>\`^{|}`.
    private static func isRefusedInLink(_ byte: UInt8) -> Bool {
        switch byte {
        case 0...0x20, 0x7F, 0x22, 0x27, 0x3C, 0x3E, 0x5C, 0x60, 0x5E, 0x7B, 0x7C, 0x7D: true
        default: false
        }
    }

    /// Whether `link` starts with `http:` or `https:`, in any case.
    private static func hasWebScheme(_ link: Substring.UTF8View) -> Bool {
        let scheme = link.prefix { $0 != UInt8(ascii: ":") }.map { $0 | 0x20 }
        return scheme.count < link.count
            && (scheme.elementsEqual("http".utf8) || scheme.elementsEqual("https".utf8))
    }
}
