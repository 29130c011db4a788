import DirectoryDomain
import Foundation

/// The document of `directory.json`, schema version 2: the whole directory with favourites
/// kept by person identity.
struct StoredDirectoryDTO: Codable, Equatable, Sendable {
    /// Nil while nothing has been loaded.
    var info: StoredInfoDTO?
    var parties: [StoredPartyDTO] = []
    var persons: [StoredPersonDTO] = []
    var committees: [StoredCommitteeDTO] = []
    /// Person identities, oldest favourite first.
    var favorites: [String] = []
    /// Where the data came from; nil in files written before sources were recorded.
    var source: StoredSourceDTO?
}

/// Where the stored directory came from: `kind` is `bundled` or `user`.
struct StoredSourceDTO: Codable, Equatable, Sendable {
    var kind: String
    var name: String?
    var modified: Date?
}

/// The workbook info as stored.
struct StoredInfoDTO: Codable, Equatable, Sendable {
    var version: String
    var notice: String?
    var noticeDate: String?
    var patch: String?
}

/// A party as stored (schema 2).
struct StoredPartyDTO: Codable, Equatable, Sendable {
    var no: Int
    var name: String
    var detail: String?
    var phones: [StoredPhoneDTO]
    var links: [StoredLinkDTO]
}

/// A person as stored (schema 2): `id` is the stable identity, `no` the latest row number.
struct StoredPersonDTO: Codable, Equatable, Sendable {
    var id: String
    var no: Int
    var name: String
    var job: String?
    var party: Int?
    var district: String?
    var phones: [StoredPhoneDTO]
    var links: [StoredLinkDTO]
}

/// A phone as stored (schema 2): `kind` is mobile, assemblyOffice, districtOffice or
/// mainNumber.
struct StoredPhoneDTO: Codable, Equatable, Sendable {
    var kind: String
    var label: String
    var number: String
}

/// A link as stored: `kind` is a ``ContactLink/Kind`` raw value.
struct StoredLinkDTO: Codable, Equatable, Sendable {
    var kind: String
    var value: String
}

/// A committee as stored (schema 2): members by person identity.
struct StoredCommitteeDTO: Codable, Equatable, Sendable {
    var group: Int
    var number: Int
    var title: String
    var groupName: String
    var detail: String?
    var website: String?
    var members: [String]
}
