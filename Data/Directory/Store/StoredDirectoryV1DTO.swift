/// The document of `directory.json` at schema version 1, read only to migrate it.
///
/// NB: deliberately separate from the schema-2 DTOs even where fields agree: this shape is
/// frozen with the files already written in it, while schema 2 may change.
///
/// Schema 1 kept the original app's shape: persons, committee members and favourites were
/// keyed by the workbook row number `no`, and phones carried the original's `sms` flag
/// instead of a kind. A favourite therefore followed the row, not the person.
struct StoredDirectoryV1DTO: Decodable, Equatable, Sendable {
    var info: StoredInfoDTO?
    var parties: [StoredPartyV1DTO]
    var persons: [StoredPersonV1DTO]
    var committees: [StoredCommitteeV1DTO]
    /// Row numbers (`no`) of the favourite persons.
    var favorites: [Int]
}

/// A schema-1 party.
struct StoredPartyV1DTO: Decodable, Equatable, Sendable {
    var no: Int
    var name: String
    var detail: String?
    var phones: [StoredPhoneV1DTO]
    var links: [StoredLinkDTO]
}

/// A schema-1 person, identified by row number only.
struct StoredPersonV1DTO: Decodable, Equatable, Sendable {
    var no: Int
    var name: String
    var job: String?
    var party: Int?
    var district: String?
    var phones: [StoredPhoneV1DTO]
    var links: [StoredLinkDTO]
}

/// A schema-1 phone: a label, a number and the original's SMS flag.
struct StoredPhoneV1DTO: Decodable, Equatable, Sendable {
    var label: String
    var number: String
    var sms: Bool
}

/// A schema-1 committee: members by row number.
struct StoredCommitteeV1DTO: Decodable, Equatable, Sendable {
    var group: Int
    var number: Int
    var title: String
    var groupName: String
    var detail: String?
    var website: String?
    var members: [Int]
}
