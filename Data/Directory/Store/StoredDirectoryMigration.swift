import CleanAppsDataCore
import DirectoryDomain
import Foundation

/// The upgrades of `directory.json` from older schema versions.
enum StoredDirectoryMigration {
    /// `migrations[n]` upgrades schema n to n + 1, for ``JSONDocumentStore``.
    static let steps: [Int: DocumentMigration] = [1: fromVersion1]

    /// Schema 1 → 2: gives every person a stable identity and moves favourites and
    /// committee members from row numbers to identities.
    ///
    /// Identities are assigned as a first load would (``DirectoryMerge`` with nothing
    /// stored), so the result is what importing the same data today gives. A favourite whose
    /// row number no person has is dropped; phone kinds come from their labels.
    static func fromVersion1(_ json: Data) throws -> Data {
        let old = try JSONDecoder().decode(StoredDirectoryV1DTO.self, from: json)
        guard let info = old.info else {
            return try DocumentCoding.makeEncoder().encode(StoredDirectoryDTO())
        }
        guard let version = SemanticVersion(info.version) else {
            throw DirectoryError.invalidVersion(info.version)
        }
        let workbook = DirectoryWorkbook(
            info: DirectoryInfo(
                version: version, notice: info.notice, noticeDate: info.noticeDate,
                patch: info.patch),
            parties: old.parties.map { party in
                Party(
                    id: PartyID(rawValue: party.no), name: party.name, detail: party.detail,
                    phones: party.phones.map(phone), links: party.links.flatMap { $0.toLinks() })
            },
            persons: old.persons.map { person in
                WorkbookPerson(
                    rowNumber: person.no, name: person.name, job: person.job,
                    partyNumber: person.party, district: person.district,
                    phones: person.phones.map(phone),
                    links: person.links.flatMap { $0.toLinks() })
            },
            committees: old.committees.map { committee in
                WorkbookCommittee(
                    id: CommitteeID(group: committee.group, number: committee.number),
                    title: committee.title, groupName: committee.groupName,
                    detail: committee.detail,
                    website: committee.website.map { ContactLink(kind: .homepage, value: $0) },
                    memberRowNumbers: committee.members)
            })
        var directory = DirectoryMerge().merge(stored: nil, incoming: workbook).directory
        var identities: [Int: PersonID] = [:]
        for person in directory.persons where identities[person.rowNumber] == nil {
            identities[person.rowNumber] = person.id
        }
        var favorites: [PersonID] = []
        for number in old.favorites {
            if let id = identities[number], !favorites.contains(id) { favorites.append(id) }
        }
        directory.favoriteIDs = favorites
        return try DocumentCoding.makeEncoder().encode(StoredDirectoryDTO(directory))
    }

    /// A schema-1 phone with its kind read from the label (the original's labels).
    private static func phone(_ old: StoredPhoneV1DTO) -> Phone {
        let kinds: [Phone.Kind] = [.mobile, .assemblyOffice, .districtOffice, .mainNumber]
        let kind =
            kinds.first { old.label.hasPrefix($0.label) } ?? (old.sms ? .mobile : .assemblyOffice)
        return Phone(kind: kind, label: old.label, number: old.number)
    }
}
