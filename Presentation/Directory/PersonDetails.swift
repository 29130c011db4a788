import DirectoryDomain
import Foundation

/// One lawmaker's details, display-ready.
public struct PersonDetails: Equatable, Sendable {
    /// The identity.
    public var id: PersonID
    /// "<name> 의원".
    public var title: String
    /// The name.
    public var name: String
    /// The party, nil when none is known.
    public var partyID: PartyID?
    /// The party name, or "소속 없음".
    public var partyName: String
    /// The district, when given.
    public var district: String?
    /// The job title, when given.
    public var job: String?
    /// The committees the lawmaker sits on.
    public var committees: [String]
    /// The bills the lawmaker sponsored (the workbook's bill groups).
    public var bills: [String]
    /// 전화: every phone with its label.
    public var phones: [DirectoryPhoneRow]
    /// The e-mail row: every address, with one `mailto:` to all of them.
    public var email: DirectoryMessageRow?
    /// Every e-mail address on a row of its own, each with its own `mailto:`.
    public var emails: [DirectoryMessageRow]
    /// The number text messages go to.
    public var sms: DirectoryMessageRow?
    /// 메세지: the e-mail row and the SMS number.
    public var messages: [DirectoryMessageRow] { [email, sms].compactMap { $0 } }
    /// 사이트 and 소셜네트워크 links, numbered for opening.
    public var links: [DirectoryLinkRow]
    /// The text to share, as the original wrote it.
    public var shareText: String
    /// Whether the lawmaker is a favourite.
    public var isFavorite: Bool

    /// The details of `person` in `directory`.
    public init(_ person: Person, in directory: Directory) {
        id = person.id
        title = "\(person.name) 의원"
        name = person.name
        partyID = person.partyID
        let party = person.partyID.flatMap { directory.party($0) }
        partyName = party?.name ?? DirectorySections.noPartyTitle
        district = person.district
        job = person.job
        let groups = directory.committees(of: person.id)
        committees = groups.filter { $0.kind == .committee }.map(\.title)
        bills = groups.filter { $0.kind == .bill }.map(\.title)
        phones = person.phones.map(DirectoryPhoneRow.init)
        email = DirectoryMessageRow.email(for: person.links)
        emails = DirectoryMessageRow.emails(for: person.links)
        sms = person.smsPhone.map {
            DirectoryMessageRow(
                label: $0.label.isEmpty ? "문자메세지" : $0.label, value: $0.number, uri: $0.smsURI)
        }
        links = DirectoryLinkRow.rows(for: person.links)
        shareText = person.shareText(partyName: party?.name)
        isFavorite = directory.isFavorite(person.id)
    }
}
