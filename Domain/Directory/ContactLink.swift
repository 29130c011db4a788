import Foundation

/// An e-mail address, website or social-network account of a lawmaker or party.
///
/// ``value`` keeps what the workbook says (an account such as `@m123456` or a URL); ``webURL``
/// turns it into a web address, accepting only `http`/`https` (or `mailto` for e-mail), so
/// text from a workbook can never smuggle in another scheme.
public struct ContactLink: Equatable, Sendable {
    /// Which service a link belongs to.
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        /// The services, in the order a detail screen lists them.
        case email, homepage, blog, cafe, youtube, twitter, facebook, instagram, kakao, cyworld

        /// The Korean label the directory shows.
        public var label: String {
            switch self {
            case .email: "이메일"
            case .homepage: "홈페이지"
            case .blog: "블로그"
            case .cafe: "카페"
            case .youtube: "유튜브"
            case .twitter: "트위터"
            case .facebook: "페이스북"
            case .instagram: "인스타그램"
            case .kakao: "카카오스토리"
            case .cyworld: "싸이월드"
            }
        }

        /// True for the accounts the original opened in an app first.
        public var isSocialAccount: Bool {
            switch self {
            case .twitter, .facebook, .instagram, .kakao: true
            default: false
            }
        }
    }

    /// The service.
    public var kind: Kind
    /// The account or address as written, trimmed.
    public var value: String

    /// Creates a link.
    public init(kind: Kind, value: String) {
        self.kind = kind
        self.value = value
    }

    /// The web address for the link (`mailto:` for e-mail), or nil when the value cannot
    /// form a safe URL.
    public var webURL: URL? {
        switch kind {
        case .email:
            return ContactURLBuilder.mailto(value)
        case .twitter:
            return ContactURLBuilder.account(value, on: "https://twitter.com/")
        case .facebook:
            return ContactURLBuilder.account(value, on: "https://www.facebook.com/")
        case .instagram:
            return ContactURLBuilder.account(value, on: "https://www.instagram.com/")
        case .kakao:
            return ContactURLBuilder.account(value, on: "https://story.kakao.com/")
        case .homepage, .blog, .cafe, .youtube, .cyworld:
            return ContactURLBuilder.website(value)
        }
    }

    /// One `mailto:` address to every usable e-mail address among `links`, in order (several
    /// recipients separated by commas, each percent-encoded); nil when there is none.
    public static func mailto(_ links: [ContactLink]) -> URL? {
        ContactURLBuilder.mailto(links.filter { $0.kind == .email }.map(\.value))
    }

    /// The app deep link the original tried before the web address, for social accounts.
    public var appURL: URL? {
        guard let account = ContactURLBuilder.accountName(value) else { return nil }
        switch kind {
        case .twitter: return URL(string: "twitter://user?screen_name=" + account)
        case .facebook: return URL(string: "fb://profile/" + account)
        case .instagram: return URL(string: "instagram://user?username=" + account)
        case .kakao: return URL(string: "kakaostory://profiles/" + account)
        default: return nil
        }
    }
}
