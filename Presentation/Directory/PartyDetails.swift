import DirectoryDomain
import Foundation

/// One party's details, display-ready.
public struct PartyDetails: Equatable, Sendable {
    /// The party number.
    public var id: PartyID
    /// The party name.
    public var name: String
    /// A description, when given.
    public var detail: String?
    /// The main numbers.
    public var phones: [DirectoryPhoneRow]
    /// The e-mail row (every address, one `mailto:` to all), when given.
    public var email: DirectoryMessageRow?
    /// Every e-mail address on a row of its own, each with its own `mailto:`.
    public var emails: [DirectoryMessageRow]
    /// Sites, social accounts and web searches for the name, numbered for opening.
    public var links: [DirectoryLinkRow]
    /// The members, sorted by name.
    public var members: [DirectoryPersonRow]

    /// The details of `party` in `directory`.
    public init(_ party: Party, in directory: Directory) {
        id = party.id
        name = party.name
        detail = party.detail
        phones = party.phones.sorted { $0.label < $1.label }.map(DirectoryPhoneRow.init)
        email = DirectoryMessageRow.email(for: party.links)
        emails = DirectoryMessageRow.emails(for: party.links)
        links = DirectoryLinkRow.rows(for: party.links, extra: Self.searchRows(for: party.name))
        members = directory.members(of: party.id).map { DirectoryPersonRow($0, in: directory) }
    }

    /// The original's "검색" menu: the party name searched on Daum, Google and Naver.
    static func searchRows(for name: String) -> [DirectoryLinkRow] {
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        guard let query = name.addingPercentEncoding(withAllowedCharacters: unreserved) else {
            return []
        }
        let engines = [
            ("다음에서 검색", "https://search.daum.net/search?q="),
            ("구글에서 검색", "https://www.google.com/search?q="),
            ("네이버에서 검색", "https://search.naver.com/search.naver?query="),
        ]
        return engines.map { label, base in
            DirectoryLinkRow(group: .search, label: label, value: name, webURL: base + query)
        }
    }
}
