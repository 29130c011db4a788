import CleanAppsCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension JSONDocumentStore {
    /// How much of a direct document's text is held before it goes to the file.
    // NB: 256 KB keeps the buffer out of the import's peak (a 300,000-person store is 266 MB
    // of text) while each write(2) still carries enough bytes that the calls cost nothing
    // next to the formatting (about a thousand calls for that store).
    static var writeChunkBytes: Int { 256 * 1024 }

    /// What the file on disk holds.
    enum DiskState {
        case missing
        case current(Document)
        case older(version: Int, bytes: Data)
        case newer(version: Int)
        /// Unusable, for the reason given (e.g. "it is not valid JSON").
        case damaged(String)
    }

    /// The document to work with, after damaged files were moved aside.
    struct Settled {
        var document: Document
        /// Set when `document` was upgraded from an older file that must be backed up.
        var upgradedFrom: (version: Int, bytes: Data)?
    }

    /// Reads and classifies the file without changing anything (a remembered document of
    /// the untouched file is not decoded again).
    func inspect() -> DiskState {
        let before = remembersDocument ? FileFingerprint.of(fileURL) : nil
        if let document = rememberedDocument(for: before) { return .current(document) }
        let bytes: Data
        switch DurableFile.read(fileURL) {
        case .missing: return .missing
        case .unreadable(let error): return .damaged("it could not be read: \(error.reason)")
        case .bytes(let data): bytes = data
        }
        let state = classify(bytes)
        // NB: remembered only when the file did not change while it was read.
        if let before, case .current(let document) = state, FileFingerprint.of(fileURL) == before {
            remember(document, as: before)
        }
        return state
    }

    /// Classifies the bytes of a store file (the file itself or a backup of it).
    func classify(_ bytes: Data) -> DiskState {
        if let document = Self.directDocument(from: bytes, expectingVersion: schemaVersion) {
            return .current(document)
        }
        let decoder = DocumentCoding.makeDecoder(expectingVersion: schemaVersion)
        do {
            let envelope = try decoder.decode(DocumentEnvelope<Document>.self, from: bytes)
            if envelope.schemaVersion == schemaVersion, let document = envelope.document {
                return .current(document)
            }
            if envelope.schemaVersion > schemaVersion {
                return .newer(version: envelope.schemaVersion)
            }
            return .older(version: envelope.schemaVersion, bytes: bytes)
        } catch {
            return .damaged(Self.describeDamage(of: bytes))
        }
    }

    /// The document of a current-version file read in one pass with a ``JSONByteReader``,
    /// when `Document` reads itself (``DirectJSONReadable``); nil leaves the file to
    /// `JSONDecoder`, which classifies it as before (older, newer, damaged).
    static func directDocument(from bytes: Data, expectingVersion version: Int) -> Document? {
        guard let readable = Document.self as? any (DirectJSONReadable & Codable & Sendable).Type
        else { return nil }
        return directDocument(readable, from: bytes, expectingVersion: version) as? Document
    }

    private static func directDocument<Readable: DirectJSONReadable & Codable & Sendable>(
        _ type: Readable.Type, from bytes: Data, expectingVersion version: Int
    ) -> Readable? {
        DocumentEnvelope<Readable>.directDocument(from: bytes, expectingVersion: version)
    }

    /// Under the lock: resolves `state` into a document, moving a damaged file aside.
    ///
    /// Throws ``StoreError/newerSchema(file:found:supported:)`` for a newer file and
    /// ``StoreError/unreadable(file:reason:)`` when a damaged file cannot be moved aside.
    func settle(_ state: DiskState) throws(StoreError) -> Settled {
        switch state {
        case .missing:
            return Settled(document: makeDefault())
        case .current(let document):
            return Settled(document: document)
        case .newer(let version):
            throw .newerSchema(file: fileURL.path, found: version, supported: schemaVersion)
        case .damaged(let reason):
            try moveAside(reason: reason)
            return Settled(document: makeDefault())
        case .older(let version, let bytes):
            do throws(UpgradeFailure) {
                let document = try upgrade(bytes, from: version)
                return Settled(document: document, upgradedFrom: (version, bytes))
            } catch {
                try moveAside(reason: error.reason)
                return Settled(document: makeDefault())
            }
        }
    }

    /// Encodes `document` in its envelope and replaces the file by the commit protocol,
    /// changing the backups as `backups` says (under the lock).
    func write(_ document: Document, backups: BackupChange) throws(StoreError) {
        try encodeAndReplace(document, backups: backups)
        remember(document, as: remembersDocument ? FileFingerprint.of(fileURL) : nil)
    }

    /// Writes `document` in its envelope to the file as it is formatted, replacing the file
    /// as ``write(_:backups:)`` does, and forgets the remembered document.
    func write(direct document: any DirectJSONDocument, backups: BackupChange) throws(StoreError) {
        forget()
        try replaceFile(directly: document, backups: backups)
    }

    private func replaceFile(
        directly document: any DirectJSONDocument, backups: BackupChange
    ) throws(StoreError) {
        let savedAt = UTCDateTime(now()).iso8601()
        try commit(backups: backups) { output throws(FileSystemError) in
            try Self.writeEnvelope(
                document, savedAt: savedAt, schemaVersion: schemaVersion, to: output)
        }
    }

    private func encodeAndReplace(_ document: Document, backups: BackupChange) throws(StoreError) {
        if let direct = document as? any DirectJSONDocument {
            return try replaceFile(directly: direct, backups: backups)
        }
        let savedAt = UTCDateTime(now()).iso8601()
        let envelope = DocumentEnvelope(
            schemaVersion: schemaVersion, savedAt: savedAt, document: document)
        var data: Data
        do {
            data = try DocumentCoding.makeEncoder().encode(envelope)
        } catch {
            throw .writeFailed(file: fileURL.path, reason: "its contents could not be encoded")
        }
        data.append(0x0A)
        try commit(backups: backups) { output throws(FileSystemError) in try output.write(data) }
    }

    /// The text of the file holding `document`: its envelope as the encoder writes it.
    static func envelopeJSON(
        _ document: any DirectJSONDocument, savedAt: String, schemaVersion: Int
    ) -> [UInt8] {
        var writer = PrettyJSONWriter()
        writeEnvelope(document, savedAt: savedAt, schemaVersion: schemaVersion, into: &writer)
        return writer.bytes
    }

    /// Writes ``envelopeJSON(_:savedAt:schemaVersion:)`` to `output` in pieces of about
    /// ``writeChunkBytes``, never holding the whole text.
    static func writeEnvelope(
        _ document: any DirectJSONDocument, savedAt: String, schemaVersion: Int,
        to output: FileOutput
    ) throws(FileSystemError) {
        var failure: FileSystemError?
        var writer = PrettyJSONWriter(flushingEvery: writeChunkBytes) { chunk in
            // NB: after a failed write the rest of the text is dropped; the file is removed.
            guard failure == nil else { return }
            do throws(FileSystemError) {
                try output.write(UnsafeRawBufferPointer(chunk))
            } catch {
                failure = error
            }
        }
        writeEnvelope(document, savedAt: savedAt, schemaVersion: schemaVersion, into: &writer)
        writer.flush()
        if let failure { throw failure }
    }

    private static func writeEnvelope(
        _ document: any DirectJSONDocument, savedAt: String, schemaVersion: Int,
        into writer: inout PrettyJSONWriter
    ) {
        writer.object { envelope in
            envelope.member("document") { document.writeJSON(to: &$0) }
            envelope.member("savedAt") { $0.string(savedAt) }
            envelope.member("schemaVersion") { $0.integer(schemaVersion) }
        }
        writer.endLine()
    }

    /// Renames the damaged file to `NAME.corrupt-<timestamp>` and tells the user.
    func moveAside(reason: String) throws(StoreError) {
        let base = "\(fileURL.lastPathComponent).corrupt-\(UTCDateTime(now()).fileStamp)"
        let directory = fileURL.deletingLastPathComponent()
        var failure = FileSystemError(code: EEXIST, path: fileURL.path, detail: nil)
        for attempt in 1...1_000 {
            let destination = directory.appendingPathComponent(
                attempt == 1 ? base : "\(base)-\(attempt)")
            do throws(FileSystemError) {
                try DurableFile.moveWithoutReplacing(from: fileURL, to: destination)
                announce(
                    "\(fileURL.lastPathComponent) was damaged (\(reason)); it was moved aside "
                        + "to \(destination.path) and CleanApps continues without it.")
                return
            } catch {
                failure = error
                if error.code != EEXIST { break }
            }
        }
        throw .unreadable(
            file: fileURL.path,
            reason: "\(reason), and it could not be moved aside: \(failure.reason)")
    }

    /// The notice for a file written by a newer CleanApps.
    func newerSchemaNotice(_ version: Int) -> String {
        "\(fileURL.lastPathComponent) was written by a newer CleanApps (schema version "
            + "\(version)); it is left untouched and changes to it will not be saved."
    }

    /// Says in words why `bytes` is not a usable store file.
    static func describeDamage(of bytes: Data) -> String {
        if bytes.isEmpty { return "it is empty" }
        guard (try? JSONSerialization.jsonObject(with: bytes, options: .fragmentsAllowed)) != nil
        else { return "it is not valid JSON" }
        let header = try? DocumentCoding.makeDecoder().decode(
            DocumentEnvelope<Document>.self, from: bytes)
        guard header != nil else { return "it is not a CleanApps data file" }
        return "its contents are not what this version of CleanApps expects"
    }
}
