import Foundation

/// The file format of a ``JSONDocumentStore``:
/// `{"document": …, "savedAt": "<ISO 8601>", "schemaVersion": N}`.
///
/// Reading decodes `document` only when `schemaVersion` is the one the decoder expects
/// (``DocumentCoding/expectedVersionKey`` in `userInfo`), so files of other versions are recognised in a
/// single pass without failing on their differently shaped documents.
package struct DocumentEnvelope<Document: Codable & Sendable>: Codable {
    package var schemaVersion: Int
    package var savedAt: String
    /// Present when written, and when read from a file of the expected version.
    package var document: Document?

    package init(schemaVersion: Int, savedAt: String, document: Document) {
        self.schemaVersion = schemaVersion
        self.savedAt = savedAt
        self.document = document
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion
        case savedAt
        case document
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        savedAt = try container.decodeIfPresent(String.self, forKey: .savedAt) ?? ""
        let expected = DocumentCoding.expectedVersionKey.flatMap { decoder.userInfo[$0] as? Int }
        document =
            schemaVersion == expected
            ? try container.decode(Document.self, forKey: .document) : nil
    }
}

/// The JSON settings every store file is written and read with.
package enum DocumentCoding {
    /// The `userInfo` key holding the schema version whose documents should be decoded.
    // NB: optional because the standard library's initializer is failable; it never fails.
    static let expectedVersionKey = CodingUserInfoKey(rawValue: "cleanapps.schemaVersion")

    /// Sorted keys, indented, dates as ISO 8601 (whole seconds).
    package static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .utcISO8601
        return encoder
    }

    /// Dates as ISO 8601, matching ``makeEncoder()``.
    package static func makeDecoder(expectingVersion version: Int? = nil) -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .utcISO8601
        if let version, let key = expectedVersionKey {
            decoder.userInfo[key] = version
        }
        return decoder
    }
}
