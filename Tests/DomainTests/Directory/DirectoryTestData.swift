import CleanAppsCore
import DirectoryDomain

/// Small hand-made directory data for domain tests.
enum DirectoryTestData {
    static func person(
        _ name: String, id: String? = nil, row: Int = 1, party: Int? = nil, district: String? = nil,
        email: String? = nil
    ) -> Person {
        Person(
            id: PersonID(rawValue: id ?? name), rowNumber: row, name: name, job: "국회의원",
            partyID: party.map(PartyID.init(rawValue:)), district: district,
            links: email.map { [ContactLink(kind: .email, value: $0)] } ?? [])
    }

    static func row(
        _ name: String, row: Int, party: Int? = nil, district: String? = nil, email: String? = nil
    ) -> WorkbookPerson {
        WorkbookPerson(
            rowNumber: row, name: name, job: "국회의원", partyNumber: party, district: district,
            links: email.map { [ContactLink(kind: .email, value: $0)] } ?? [])
    }

    static let info = DirectoryInfo(version: SemanticVersion("1.0.0")!)
}
