import DirectoryDomain
import Foundation

/// A phone number, display-ready, with the URIs to copy.
public struct DirectoryPhoneRow: Equatable, Sendable {
    /// "휴대폰", "국회 사무실2", "대표번호" …
    public var label: String
    /// The number as written.
    public var number: String
    /// `tel:` and the dialled digits.
    public var telURI: String
    /// `sms:` and the digits, only for mobile numbers.
    public var smsURI: String?

    /// The row for `phone`.
    public init(_ phone: Phone) {
        label = phone.label
        number = phone.number
        telURI = phone.telURI
        smsURI = phone.smsURI
    }
}

/// A website, social account or search link; ``number`` is what `o N` opens.
public struct DirectoryLinkRow: Equatable, Sendable {
    /// Which part of the screen lists it.
    public enum Group: String, Equatable, Sendable {
        /// 사이트: homepage, blog, cafe, YouTube, Cyworld.
        case sites = "사이트"
        /// 소셜네트워크: Twitter, Facebook, Instagram, KakaoStory.
        case social = "소셜네트워크"
        /// 검색: searching the web for a party's name.
        case search = "검색"
    }

    /// The group it is listed under.
    public var group: Group
    /// "홈페이지", "트위터", "구글에서 검색" …
    public var label: String
    /// The account or address as written.
    public var value: String
    /// The http(s) address to open, nil when the value is not a usable address.
    public var webURL: String?
    /// The app link the original tried first (social accounts only), printed for copying.
    public var appURL: String?
    /// The number `o N` opens (1…), nil when there is no web address.
    public var number: Int?

    /// Creates a row.
    public init(
        group: Group, label: String, value: String, webURL: String?, appURL: String? = nil,
        number: Int? = nil
    ) {
        self.group = group
        self.label = label
        self.value = value
        self.webURL = webURL
        self.appURL = appURL
        self.number = number
    }

    /// Rows for `links` (e-mail left out): sites first, then social accounts, then
    /// `extra`; every row with a web address numbered from 1 in that order.
    public static func rows(for links: [ContactLink], extra: [DirectoryLinkRow] = [])
        -> [DirectoryLinkRow]
    {
        let web = links.filter { $0.kind != .email }
        let ordered =
            web.filter { !$0.kind.isSocialAccount } + web.filter { $0.kind.isSocialAccount }
        var rows =
            ordered.map { link in
                DirectoryLinkRow(
                    group: link.kind.isSocialAccount ? .social : .sites, label: link.kind.label,
                    value: link.value, webURL: link.webURL?.absoluteString,
                    appURL: link.appURL?.absoluteString)
            } + extra
        var next = 1
        for index in rows.indices where rows[index].webURL != nil {
            rows[index].number = next
            next += 1
        }
        return rows
    }
}

/// A way to send a message: the e-mail address or the SMS number.
public struct DirectoryMessageRow: Equatable, Sendable {
    /// "이메일", or the SMS phone's label ("휴대폰"), or "문자메세지".
    public var label: String
    /// The address or number as written.
    public var value: String
    /// `mailto:…` or `sms:…`, nil for an address that is not a usable e-mail address.
    public var uri: String?

    /// Creates a row.
    public init(label: String, value: String, uri: String?) {
        self.label = label
        self.value = value
        self.uri = uri
    }
}

extension DirectoryMessageRow {
    /// The e-mail row of `links`: every address, comma-separated, with one `mailto:` to all
    /// the usable ones (nil when none is); nil when there is no e-mail address.
    public static func email(for links: [ContactLink]) -> DirectoryMessageRow? {
        let addresses = links.filter { $0.kind == .email }
        guard let first = addresses.first else { return nil }
        return DirectoryMessageRow(
            label: first.kind.label, value: addresses.map(\.value).joined(separator: ", "),
            uri: ContactLink.mailto(addresses)?.absoluteString)
    }

    /// One row per e-mail address of `links`, in order, each with its own `mailto:`.
    public static func emails(for links: [ContactLink]) -> [DirectoryMessageRow] {
        links.filter { $0.kind == .email }.map {
            DirectoryMessageRow(
                label: $0.kind.label, value: $0.value, uri: $0.webURL?.absoluteString)
        }
    }
}
