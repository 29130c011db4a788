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
    /// 전화: every phone with its label.
    public var phones: [DirectoryPhoneRow]
    /// 메세지: the e-mail address and the SMS number.
    public var messages: [DirectoryMessageRow]
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
        committees = directory.committees(of: person.id).map(\.title)
        phones = person.phones.map(DirectoryPhoneRow.init)
        var messages: [DirectoryMessageRow] = []
        if let email = person.links.first(where: { $0.kind == .email }) {
            messages.append(
                DirectoryMessageRow(
                    label: email.kind.label, value: email.value,
                    uri: email.webURL?.absoluteString))
        }
        if let sms = person.smsPhone {
            messages.append(
                DirectoryMessageRow(
                    label: sms.label.isEmpty ? "문자메세지" : sms.label, value: sms.number,
                    uri: sms.smsURI))
        }
        self.messages = messages
        links = DirectoryLinkRow.rows(for: person.links)
        shareText = person.shareText(partyName: party?.name)
        isFavorite = directory.isFavorite(person.id)
    }
}
