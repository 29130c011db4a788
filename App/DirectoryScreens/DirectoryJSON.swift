import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain
import DirectoryPresentation
import Foundation

/// `directory info --json`.
struct DirectoryInfoJSON: Encodable {
    let version: String
    let notice: String?
    let noticeDate: String?
    /// `yyyy.MM.dd`, when the workbook gives a date.
    let updated: String?
    let isUpdateDelayed: Bool
    let patch: String?
    let lawmakers: Int
    let parties: Int
    let committees: Int
    let favorites: Int

    init(_ directory: Directory, now: Date) {
        let info = directory.info
        version = info.version.description
        notice = info.notice
        // NB: a date cell arrives as its day serial ("43213") and text as "03/27/21"; both
        // are shown as the date they stand for.
        noticeDate = info.updateDate.map(DirectoryDataLine.day) ?? info.noticeDate
        updated = info.updateDate.map(DirectoryDataLine.day)
        isUpdateDelayed = DirectoryDataLine.isDelayed(info, now: now)
        patch = info.patch
        lawmakers = directory.persons.count
        parties = directory.parties.count
        committees = directory.committees.count
        favorites = directory.favorites.count
    }
}

/// One lawmaker in `search`, `favorites` and `party` output.
struct DirectoryPersonRowJSON: Encodable {
    let id: String
    let no: Int
    let name: String
    let party: String
    let district: String?
    let isFavorite: Bool

    init(_ person: Person, row: DirectoryPersonRow) {
        id = person.id.rawValue
        no = person.rowNumber
        name = person.name
        party = row.party
        district = person.district
        isFavorite = row.isFavorite
    }
}

/// `directory show ID --json`.
struct DirectoryPersonJSON: Encodable {
    struct PhoneJSON: Encodable {
        let label: String
        let number: String
        let tel: String
        let sms: String?
    }

    struct LinkJSON: Encodable {
        let label: String
        let value: String
        let webURL: String?
        let appURL: String?
    }

    let id: String
    let no: Int
    let name: String
    let partyID: Int?
    let party: String
    let district: String?
    let job: String?
    let committees: [String]
    let bills: [String]
    let phones: [PhoneJSON]
    /// The primary (first) usable e-mail address.
    let email: String?
    /// Every usable e-mail address, primary first.
    let emails: [String]
    /// One `mailto:` to every address in ``emails``.
    let mailto: String?
    let sms: String?
    let links: [LinkJSON]
    let isFavorite: Bool
    let shareText: String

    init(_ details: PersonDetails, rowNumber: Int) {
        id = details.id.rawValue
        no = rowNumber
        name = details.name
        partyID = details.partyID?.rawValue
        party = details.partyName
        district = details.district
        job = details.job
        committees = details.committees
        bills = details.bills
        phones = details.phones.map(Self.phone)
        emails = Self.usable(details.emails)
        email = emails.first
        mailto = details.email?.uri
        sms = details.sms?.uri
        links = details.links.map(Self.link)
        isFavorite = details.isFavorite
        shareText = details.shareText
    }

    /// The addresses of `rows` that have a `mailto:`.
    static func usable(_ rows: [DirectoryMessageRow]) -> [String] {
        rows.filter { $0.uri != nil }.map(\.value)
    }

    static func phone(_ row: DirectoryPhoneRow) -> PhoneJSON {
        PhoneJSON(label: row.label, number: row.number, tel: row.telURI, sms: row.smsURI)
    }

    static func link(_ row: DirectoryLinkRow) -> LinkJSON {
        LinkJSON(label: row.label, value: row.value, webURL: row.webURL, appURL: row.appURL)
    }
}

/// One party in `directory parties --json`.
struct DirectoryPartyRowJSON: Encodable {
    let id: Int
    let name: String
    let members: Int

    init(_ row: DirectoryPartyRow) {
        id = row.id.rawValue
        name = row.name
        members = row.memberCount
    }
}

/// `directory party PARTY --json`.
struct DirectoryPartyJSON: Encodable {
    let id: Int
    let name: String
    let detail: String?
    let phones: [DirectoryPersonJSON.PhoneJSON]
    /// The primary (first) usable e-mail address.
    let email: String?
    /// Every usable e-mail address, primary first.
    let emails: [String]
    /// One `mailto:` to every address in ``emails``.
    let mailto: String?
    let links: [DirectoryPersonJSON.LinkJSON]
    let members: [String]

    init(_ details: PartyDetails) {
        id = details.id.rawValue
        name = details.name
        detail = details.detail
        phones = details.phones.map(DirectoryPersonJSON.phone)
        emails = DirectoryPersonJSON.usable(details.emails)
        email = emails.first
        mailto = details.email?.uri
        links = details.links.map(DirectoryPersonJSON.link)
        members = details.members.map(\.id.rawValue)
    }
}
