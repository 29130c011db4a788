import CleanAppsCore
import CleanAppsDataCore
import Foundation

// NB: each reader takes what the synthesized `Decodable` conformance takes through the
// store's decoder: every non-optional member is required (defaults included), `null` is
// absent for optionals, unknown keys are skipped, and `modified` is an ISO 8601 date
// (StoredDirectoryJSONReadingTests compares the two on fixtures and mutated files).

extension StoredDirectoryDTO: DirectJSONReadable {
    private static let keys = JSONKeys([
        "info", "parties", "persons", "committees", "favorites", "source",
    ])

    init(reading reader: inout JSONByteReader) throws(JSONReadError) {
        var info: StoredInfoDTO?
        var parties: [StoredPartyDTO]?
        var persons: [StoredPersonDTO]?
        var committees: [StoredCommitteeDTO]?
        var favorites: [String]?
        var source: StoredSourceDTO?
        try reader.readObject(keys: Self.keys) { reader, key throws(JSONReadError) in
            switch key {
            case 0:
                info = try reader.readOptional { reader throws(JSONReadError) in
                    try StoredInfoDTO(reading: &reader)
                }
            case 1: parties = try reader.readArray(of: StoredPartyDTO.self)
            case 2: persons = try reader.readArray(of: StoredPersonDTO.self)
            case 3: committees = try reader.readArray(of: StoredCommitteeDTO.self)
            case 4: favorites = try reader.readStrings()
            default:
                source = try reader.readOptional { reader throws(JSONReadError) in
                    try StoredSourceDTO(reading: &reader)
                }
            }
        }
        self.init(
            info: info, parties: try reader.required(parties, "parties"),
            persons: try reader.required(persons, "persons"),
            committees: try reader.required(committees, "committees"),
            favorites: try reader.required(favorites, "favorites"), source: source)
    }
}

extension StoredSourceDTO: DirectJSONReadable {
    private static let keys = JSONKeys(["kind", "name", "modified"])

    init(reading reader: inout JSONByteReader) throws(JSONReadError) {
        var kind: String?
        var name: String?
        var modified: Date?
        try reader.readObject(keys: Self.keys) { reader, key throws(JSONReadError) in
            switch key {
            case 0: kind = try reader.readString()
            case 1: name = try reader.readOptionalString()
            default: modified = try reader.readOptionalDate()
            }
        }
        self.init(kind: try reader.required(kind, "kind"), name: name, modified: modified)
    }
}

extension StoredInfoDTO: DirectJSONReadable {
    private static let keys = JSONKeys(["version", "notice", "noticeDate", "patch"])

    init(reading reader: inout JSONByteReader) throws(JSONReadError) {
        var version: String?
        var notice: String?
        var noticeDate: String?
        var patch: String?
        try reader.readObject(keys: Self.keys) { reader, key throws(JSONReadError) in
            switch key {
            case 0: version = try reader.readString()
            case 1: notice = try reader.readOptionalString()
            case 2: noticeDate = try reader.readOptionalString()
            default: patch = try reader.readOptionalString()
            }
        }
        self.init(
            version: try reader.required(version, "version"), notice: notice,
            noticeDate: noticeDate, patch: patch)
    }
}

extension StoredPartyDTO: DirectJSONReadable {
    private static let keys = JSONKeys(["no", "name", "detail", "phones", "links"])

    init(reading reader: inout JSONByteReader) throws(JSONReadError) {
        var no: Int?
        var name: String?
        var detail: String?
        var phones: [StoredPhoneDTO]?
        var links: [StoredLinkDTO]?
        try reader.readObject(keys: Self.keys) { reader, key throws(JSONReadError) in
            switch key {
            case 0: no = try reader.readInt()
            case 1: name = try reader.readString()
            case 2: detail = try reader.readOptionalString()
            case 3: phones = try reader.readArray(of: StoredPhoneDTO.self)
            default: links = try reader.readArray(of: StoredLinkDTO.self)
            }
        }
        self.init(
            no: try reader.required(no, "no"), name: try reader.required(name, "name"),
            detail: detail, phones: try reader.required(phones, "phones"),
            links: try reader.required(links, "links"))
    }
}

extension StoredPersonDTO: DirectJSONReadable {
    private static let keys = JSONKeys([
        "id", "no", "name", "job", "party", "district", "phones", "links",
    ])

    init(reading reader: inout JSONByteReader) throws(JSONReadError) {
        var id: String?
        var no: Int?
        var name: String?
        var job: String?
        var party: Int?
        var district: String?
        var phones: [StoredPhoneDTO]?
        var links: [StoredLinkDTO]?
        try reader.readObject(keys: Self.keys) { reader, key throws(JSONReadError) in
            switch key {
            case 0: id = try reader.readString()
            case 1: no = try reader.readInt()
            case 2: name = try reader.readString()
            case 3: job = try reader.readOptionalString()
            case 4: party = try reader.readOptionalInt()
            case 5: district = try reader.readOptionalString()
            case 6: phones = try reader.readArray(of: StoredPhoneDTO.self)
            default: links = try reader.readArray(of: StoredLinkDTO.self)
            }
        }
        self.init(
            id: try reader.required(id, "id"), no: try reader.required(no, "no"),
            name: try reader.required(name, "name"), job: job, party: party, district: district,
            phones: try reader.required(phones, "phones"),
            links: try reader.required(links, "links"))
    }
}

extension StoredPhoneDTO: DirectJSONReadable {
    private static let keys = JSONKeys(["kind", "label", "number"])

    init(reading reader: inout JSONByteReader) throws(JSONReadError) {
        var kind: String?
        var label: String?
        var number: String?
        try reader.readObject(keys: Self.keys) { reader, key throws(JSONReadError) in
            switch key {
            case 0: kind = try reader.readString()
            case 1: label = try reader.readString()
            default: number = try reader.readString()
            }
        }
        self.init(
            kind: try reader.required(kind, "kind"), label: try reader.required(label, "label"),
            number: try reader.required(number, "number"))
    }
}

extension StoredLinkDTO: DirectJSONReadable {
    private static let keys = JSONKeys(["kind", "value"])

    init(reading reader: inout JSONByteReader) throws(JSONReadError) {
        var kind: String?
        var value: String?
        try reader.readObject(keys: Self.keys) { reader, key throws(JSONReadError) in
            switch key {
            case 0: kind = try reader.readString()
            default: value = try reader.readString()
            }
        }
        self.init(
            kind: try reader.required(kind, "kind"), value: try reader.required(value, "value"))
    }
}

extension StoredCommitteeDTO: DirectJSONReadable {
    private static let keys = JSONKeys([
        "group", "number", "title", "groupName", "detail", "website", "members",
    ])

    init(reading reader: inout JSONByteReader) throws(JSONReadError) {
        var group: Int?
        var number: Int?
        var title: String?
        var groupName: String?
        var detail: String?
        var website: String?
        var members: [String]?
        try reader.readObject(keys: Self.keys) { reader, key throws(JSONReadError) in
            switch key {
            case 0: group = try reader.readInt()
            case 1: number = try reader.readInt()
            case 2: title = try reader.readString()
            case 3: groupName = try reader.readString()
            case 4: detail = try reader.readOptionalString()
            case 5: website = try reader.readOptionalString()
            default: members = try reader.readStrings()
            }
        }
        self.init(
            group: try reader.required(group, "group"),
            number: try reader.required(number, "number"),
            title: try reader.required(title, "title"),
            groupName: try reader.required(groupName, "groupName"), detail: detail,
            website: website, members: try reader.required(members, "members"))
    }
}

extension JSONByteReader {
    /// Reads `null` as nil, or an ISO 8601 date as the store's decoder reads it.
    fileprivate mutating func readOptionalDate() throws(JSONReadError) -> Date? {
        guard let text = try readOptionalString() else { return nil }
        guard let date = UTCDateTime.date(iso8601: text) else {
            throw failure(.invalidValue("expected an ISO 8601 date"))
        }
        return date
    }
}
