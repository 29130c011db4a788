import DirectoryDomain

/// Writes the `sms:` links of contact cards (RFC 5724), one per line with the name after a
/// tab: `sms:01012345678<TAB>홍길동`. Cards without a mobile number are skipped.
public enum SMSLinkListEncoder {
    /// The lines of `cards`' `sms:` links.
    public static func encode(_ cards: [ContactCard]) -> String {
        cards.compactMap { card in
            guard let uri = card.phones.lazy.compactMap(\.smsURI).first else { return nil }
            let name = card.name.unicodeScalars.filter {
                $0.properties.generalCategory != .control
            }
            return uri + "\t" + String(String.UnicodeScalarView(name)) + "\n"
        }.joined()
    }
}
