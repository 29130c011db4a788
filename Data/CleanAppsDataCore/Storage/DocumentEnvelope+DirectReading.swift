import Foundation

/// The envelope's members, in the order the store writes them.
private let envelopeKeys = JSONKeys(["document", "savedAt", "schemaVersion"])

extension DocumentEnvelope where Document: DirectJSONReadable {
    /// The document of a store file at schema `version`, read in one pass with a
    /// ``JSONByteReader``; nil when the file is of another version or the reader refuses it.
    ///
    /// NB: keys are sorted, so `document` comes before `schemaVersion`: it is read as the
    /// current version's and used only when the version matches. Every nil goes on to
    /// `JSONDecoder`, whose verdict (older, newer, damaged) then stands unchanged.
    static func directDocument(from bytes: Data, expectingVersion version: Int) -> Document? {
        try? JSONByteReader.read(bytes) { (reader: inout JSONByteReader) throws(JSONReadError) in
            var document: Document?
            var schemaVersion: Int?
            try reader.readObject(keys: envelopeKeys) { reader, key throws(JSONReadError) in
                switch key {
                case 0: document = try Document(reading: &reader)
                case 1: _ = try reader.readOptionalString()
                default: schemaVersion = try reader.readInt()
                }
            }
            guard try reader.required(schemaVersion, "schemaVersion") == version else {
                throw reader.failure(.invalidValue("another schema version"))
            }
            return try reader.required(document, "document")
        }
    }
}
