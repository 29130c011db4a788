import CleanAppsCore
import CleanAppsDataCore
import DirectoryDomain
import Foundation

// NB: each writer lists its members in sorted key order and skips nil optionals, as the
// synthesized `Encodable` conformances do through the store's encoder
// (StoredDirectoryJSONWritingTests compares the two byte for byte).

extension StoredDirectoryDTO: DirectJSONDocument {
    package func writeJSON(to writer: inout PrettyJSONWriter) {
        writeJSON(to: &writer, persons: persons)
    }

    /// Writes the document with `persons` in place of its own.
    fileprivate func writeJSON(
        to writer: inout PrettyJSONWriter, persons: some Sequence<StoredPersonDTO>
    ) {
        writer.object { object in
            object.member("committees") { $0.array(committees) { $1.write(to: &$0) } }
            object.member("favorites") { $0.array(favorites) { $0.string($1) } }
            object.member("info", ifPresent: info) { $1.write(to: &$0) }
            object.member("parties") { $0.array(parties) { $1.write(to: &$0) } }
            object.member("persons") { $0.array(persons) { $1.write(to: &$0) } }
            object.member("source", ifPresent: source) { $1.write(to: &$0) }
        }
    }
}

/// A directory written as its stored form (as ``StoredDirectoryDTO`` writes it) with each
/// person mapped as it is written.
// NB: the stored form of 300,000 persons (their phone and link lists copied) is about 110 MB
// more beside the directory it comes from; mapped one at a time it is never held.
struct StoredDirectoryText: DirectJSONDocument {
    /// The directory to write.
    let directory: Directory

    func writeJSON(to writer: inout PrettyJSONWriter) {
        var rest = directory
        rest.persons = []
        StoredDirectoryDTO(rest).writeJSON(
            to: &writer, persons: directory.persons.lazy.map(StoredPersonDTO.init))
    }
}

extension StoredSourceDTO {
    fileprivate func write(to writer: inout PrettyJSONWriter) {
        writer.object { object in
            object.member("kind") { $0.string(kind) }
            object.member("modified", ifPresent: modified) { $0.string(UTCDateTime($1).iso8601()) }
            object.member("name", ifPresent: name) { $0.string($1) }
        }
    }
}

extension StoredInfoDTO {
    fileprivate func write(to writer: inout PrettyJSONWriter) {
        writer.object { object in
            object.member("notice", ifPresent: notice) { $0.string($1) }
            object.member("noticeDate", ifPresent: noticeDate) { $0.string($1) }
            object.member("patch", ifPresent: patch) { $0.string($1) }
            object.member("version") { $0.string(version) }
        }
    }
}

extension StoredPartyDTO {
    fileprivate func write(to writer: inout PrettyJSONWriter) {
        writer.object { object in
            object.member("detail", ifPresent: detail) { $0.string($1) }
            object.member("links") { $0.array(links) { $1.write(to: &$0) } }
            object.member("name") { $0.string(name) }
            object.member("no") { $0.integer(no) }
            object.member("phones") { $0.array(phones) { $1.write(to: &$0) } }
        }
    }
}

extension StoredPersonDTO {
    fileprivate func write(to writer: inout PrettyJSONWriter) {
        writer.object { object in
            object.member("district", ifPresent: district) { $0.string($1) }
            object.member("id") { $0.string(id) }
            object.member("job", ifPresent: job) { $0.string($1) }
            object.member("links") { $0.array(links) { $1.write(to: &$0) } }
            object.member("name") { $0.string(name) }
            object.member("no") { $0.integer(no) }
            object.member("party", ifPresent: party) { $0.integer($1) }
            object.member("phones") { $0.array(phones) { $1.write(to: &$0) } }
        }
    }
}

extension StoredPhoneDTO {
    fileprivate func write(to writer: inout PrettyJSONWriter) {
        writer.object { object in
            object.member("kind") { $0.string(kind) }
            object.member("label") { $0.string(label) }
            object.member("number") { $0.string(number) }
        }
    }
}

extension StoredLinkDTO {
    fileprivate func write(to writer: inout PrettyJSONWriter) {
        writer.object { object in
            object.member("kind") { $0.string(kind) }
            object.member("value") { $0.string(value) }
        }
    }
}

extension StoredCommitteeDTO {
    fileprivate func write(to writer: inout PrettyJSONWriter) {
        writer.object { object in
            object.member("detail", ifPresent: detail) { $0.string($1) }
            object.member("group") { $0.integer(group) }
            object.member("groupName") { $0.string(groupName) }
            object.member("members") { $0.array(members) { $0.string($1) } }
            object.member("number") { $0.integer(number) }
            object.member("title") { $0.string(title) }
            object.member("website", ifPresent: website) { $0.string($1) }
        }
    }
}
