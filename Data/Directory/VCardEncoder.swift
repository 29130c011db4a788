import DirectoryDomain

/// Writes contact cards as vCard 4.0 (RFC 6350) that phone and desktop contact apps import.
///
/// - Each card: `BEGIN:VCARD`, `VERSION:4.0`, `FN`, `N` (family;given;;;), `ORG` (the
///   party), `TITLE`, `NOTE` (the district, "선거구 …"), one `TEL` per number with its kind
///   in `TYPE` (`cell,voice,text` for a mobile, `work,voice` for an office or a party's
///   main number), one `EMAIL` each, one `URL` each, `END:VCARD`.
/// - Text values escape `\`, `,`, `;` and line breaks (RFC 6350 §3.4); other control
///   characters are dropped, so no outside text can start a property of its own.
/// - Lines are folded at 75 octets, never inside a UTF-8 sequence (§3.2); every line ends
///   in CRLF.
/// - `TEL` values are the numbers as the directory writes them (text values, which vCard
///   4.0 allows and contact apps read more widely than local `tel:` URIs).
public enum VCardEncoder {
    /// The longest line in octets, CRLF not counted (RFC 6350 §3.2).
    public static let lineLimit = 75

    /// The vCard text of `cards`, one after another.
    public static func encode(_ cards: [ContactCard]) -> String {
        var text = ""
        for card in cards {
            for line in lines(of: card) { text += fold(line) }
        }
        return text
    }

    /// The unfolded property lines of one card.
    static func lines(of card: ContactCard) -> [String] {
        var lines = ["BEGIN:VCARD", "VERSION:4.0", "FN:" + escape(card.name)]
        lines.append(
            "N:" + [card.familyName, card.givenName, "", "", ""].map(escape).joined(separator: ";"))
        if let organisation = card.organisation { lines.append("ORG:" + escape(organisation)) }
        if let title = card.title { lines.append("TITLE:" + escape(title)) }
        if let district = card.district { lines.append("NOTE:" + escape("선거구 " + district)) }
        for phone in card.phones {
            lines.append("TEL;TYPE=\(phoneTypes(phone.kind)):" + escape(phone.number))
        }
        for email in card.emails { lines.append("EMAIL;TYPE=work:" + escape(email)) }
        for url in card.urls { lines.append("URL:" + escape(url)) }
        lines.append("END:VCARD")
        return lines
    }

    /// The `TYPE` parameter of a phone of `kind` (RFC 6350 §6.4.1): a mobile takes calls
    /// and texts, the offices and a party's main number are work lines.
    static func phoneTypes(_ kind: Phone.Kind) -> String {
        switch kind {
        case .mobile: "cell,voice,text"
        case .assemblyOffice, .districtOffice, .mainNumber: "work,voice"
        }
    }

    /// `text` as a vCard text value: `\` `,` `;` escaped, line breaks as `\n`, other
    /// control characters dropped.
    static func escape(_ text: String) -> String {
        var escaped = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\\": escaped += "\\\\"
            case ",": escaped += "\\,"
            case ";": escaped += "\\;"
            case "\r", "\u{2028}", "\u{2029}", "\u{85}": escaped += "\\n"
            case "\n": if !previousWasCR { escaped += "\\n" }
            default:
                if scalar.properties.generalCategory == .control { continue }
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `line` folded into lines of at most ``lineLimit`` octets (continuations start with
    /// one space, which counts), each ending in CRLF, never splitting a character's UTF-8
    /// bytes.
    static func fold(_ line: String) -> String {
        var folded = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if octets + size > lineLimit {
                folded += "\r\n "
                octets = 1
            }
            folded.unicodeScalars.append(scalar)
            octets += size
        }
        return folded + "\r\n"
    }
}
