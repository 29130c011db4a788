import CleanAppsCore
import Foundation
import Synchronization

/// Turns the JSON of a document at one schema version into the JSON of the next version.
///
/// Receives and returns only the `document` part of the file (not the envelope). Dates are
/// ISO 8601 strings, as ``JSONDocumentStore`` writes them.
public typealias DocumentMigration = @Sendable (Data) throws -> Data

/// Keeps one `Codable` document in one JSON file, safe against crashes, concurrent
/// processes, damaged files and files from other CleanApps versions.
///
/// **File format**: `{"document": …, "savedAt": "<ISO 8601>", "schemaVersion": N}` with
/// sorted keys and indentation; dates inside the document are ISO 8601 (whole seconds).
///
/// **Reading** (``load()``): a missing file gives `makeDefault()`. A damaged file (truncated,
/// wrong types, not JSON, not an envelope, unreadable) is renamed to
/// `NAME.corrupt-<yyyyMMdd-HHmmss>` (UTC; `-2`, `-3`, … appended if taken; nothing is ever
/// overwritten), a notice says where it went, and the default is returned. A file of an
/// older schema is upgraded through `migrations` once: the old file is first kept as
/// `NAME.v<old>.bak` (or `NAME.v<old>-2.bak`, …), then the upgraded file is written and a
/// notice is posted. A file of a newer schema is never moved or overwritten: reading gives
/// the default with a notice, and every write throws ``StoreError/newerSchema(file:found:supported:)``.
///
/// **Writing** (``update(_:)``, ``replace(with:)``): takes an exclusive `flock` on the
/// sibling `NAME.lock` (opened per call, so instances, threads and processes all exclude
/// each other), re-reads the file inside the lock so no other writer's change is lost,
/// applies the change and replaces the file by one commit protocol (the new file written
/// whole and fsynced as `.NAME.staged`, then renamed over the file, then the folder fsynced;
/// see `JSONDocumentStore+Commit.swift` and docs/RELIABILITY.md). Failures throw
/// ``StoreError/writeFailed(file:reason:)`` and leave every file as it was with no staged
/// file behind; a process killed part-way leaves the file as before or after, and the next
/// write (or read) settles what it left.
///
/// **Backups** (``change(keepingBackup:_:)``, ``restoreBackup()``): a change that keeps a
/// backup keeps the file it replaces as `NAME.backup-1` (a hard link, so nothing is read; a
/// chunked copy where links are impossible), shifting older backups to `-2` and `-3` (the
/// oldest is dropped), but only once the new file is in place: a failed save costs no
/// backup, and no backup is ever the file under a second name. Restoring puts `-1` back and
/// shifts the rest down. The file is only ever replaced by renaming over it, never written
/// in place, so the backup keeps the old bytes (NB: a tool that rewrites the file in place
/// would change its backup too).
///
/// **Remembering** (`remembersDocument`): a store of a large document keeps the document it
/// last read or wrote with the file's `FileFingerprint` (device, inode, size, modification
/// time); a later read of the same, untouched file returns it without decoding again. Any
/// write, by this or another process, replaces the file and so changes its fingerprint. A
/// `Replacement.direct` save is not remembered (it never exists as a `Document`).
///
/// Thread-safe; methods block while another holder has the lock, so call them off the
/// main actor when contention is possible. Each distinct notice is posted once per instance.
public final class JSONDocumentStore<Document: Codable & Sendable>: Sendable {
    /// The JSON file this store owns.
    public let fileURL: URL
    /// The schema version this build writes and reads natively (1 or more).
    public let schemaVersion: Int
    let migrations: [Int: DocumentMigration]
    let notices: NoticeBoard
    let now: Now
    let makeDefault: @Sendable () -> Document
    private let announced = Mutex<Set<String>>([])
    /// Whether this store remembers documents.
    let remembersDocument: Bool
    /// The document last read or written with its file's fingerprint.
    private let remembered = Mutex<RememberedDocument<Document>?>(nil)

    /// The sibling file whose `flock` serialises every writer of ``fileURL``.
    var lockURL: URL { fileURL.appendingPathExtension("lock") }

    /// Creates a store for `directory/fileName`; nothing is read or created until used.
    ///
    /// - Parameters:
    ///   - directory: the folder the file lives in.
    ///   - fileName: a plain file name such as `favorites.json` (no separators).
    ///   - schemaVersion: the version of `Document`'s JSON shape, starting at 1.
    ///   - migrations: `migrations[n]` upgrades version n's document JSON to version n + 1.
    ///   - notices: where messages for the user go.
    ///   - now: the clock for `savedAt` and for the names of moved-aside files.
    ///   - makeDefault: the document used when there is no usable file.
    ///   - remembersDocument: keeps the last document read or written (see the type).
    public init(
        directory: URL,
        fileName: String,
        schemaVersion: Int,
        migrations: [Int: DocumentMigration] = [:],
        notices: NoticeBoard,
        now: @escaping Now = { Date() },
        remembersDocument: Bool = false,
        makeDefault: @escaping @Sendable () -> Document
    ) {
        precondition(schemaVersion >= 1, "schema versions start at 1")
        precondition(SafeFileName.make(from: fileName) == fileName, "not a plain file name")
        self.fileURL = directory.appendingPathComponent(fileName, isDirectory: false)
        self.schemaVersion = schemaVersion
        self.migrations = migrations
        self.notices = notices
        self.now = now
        self.makeDefault = makeDefault
        self.remembersDocument = remembersDocument
    }

    /// The remembered document when the file still has `fingerprint`.
    func rememberedDocument(for fingerprint: FileFingerprint?) -> Document? {
        guard remembersDocument, let fingerprint else { return nil }
        return remembered.withLock { $0?.fingerprint == fingerprint ? $0?.document : nil }
    }

    /// Remembers `document` as the contents of the file with `fingerprint` (nil forgets).
    func remember(_ document: Document, as fingerprint: FileFingerprint?) {
        guard remembersDocument else { return }
        remembered.withLock {
            $0 = fingerprint.map { RememberedDocument(fingerprint: $0, document: document) }
        }
    }

    /// Forgets the remembered document: the next read decodes the file.
    func forget() {
        remembered.withLock { $0 = nil }
    }

    /// Returns the stored document, or the default when there is no usable file.
    ///
    /// Moves a damaged file aside and upgrades an older one as described on the type, and
    /// settles what a write killed part-way left when nobody holds the lock. Throws ``StoreError/unreadable(file:reason:)`` only when a damaged file can be neither
    /// read nor moved aside (e.g. in a read-only folder).
    public func load() throws -> Document {
        settleLeftoversIfFree()
        switch inspect() {
        case .missing: return makeDefault()
        case .current(let document): return document
        case .newer(let version):
            announce(newerSchemaNotice(version))
            return makeDefault()
        case .older, .damaged:
            return try repairAndLoad()
        }
    }

    /// Changes the stored document under the cross-process lock and saves it atomically.
    ///
    /// `body` receives the document as currently on disk (re-read inside the lock). If
    /// `body` throws, nothing is written and its error is rethrown. Throws ``StoreError``
    /// when the file cannot be saved or was written by a newer CleanApps.
    /// - Returns: what `body` returned.
    public func update<Result>(_ body: (inout Document) throws -> Result) throws -> Result {
        try change(keepingBackup: false) { stored in
            var document = stored
            let result = try body(&document)
            return (document, result)
        }
    }

    /// Like ``update(_:)``, but `body` returns the document to save (nil saves nothing), and
    /// with `keepingBackup` the file it replaces is first kept as the newest backup (see
    /// ``restoreBackup()``; the last ``backupLimit`` are kept).
    public func change<Result>(
        keepingBackup: Bool, _ body: (Document) throws -> (Document?, Result)
    ) throws -> Result {
        try change(
            keepingBackup: keepingBackup,
            saving: { stored in
                let (document, result) = try body(stored)
                return (document.map(Replacement.document), result)
            })
    }

    /// Like ``change(keepingBackup:_:)``, but `body` may return a `Replacement.direct`
    /// document, written to the file as it is formatted and not remembered.
    package func change<Result>(
        keepingBackup: Bool, saving body: (Document) throws -> (Replacement?, Result)
    ) throws -> Result {
        do {
            try DurableFile.makeDirectory(fileURL.deletingLastPathComponent())
            return try FileLock.withExclusiveLock(at: lockURL) {
                let settled = try settle(inspect())
                let (replacement, result) = try body(settled.document)
                guard let replacement else { return result }
                try persist(
                    replacement, upgradedFrom: settled.upgradedFrom,
                    backups: keepingBackup ? .keepReplaced : .unchanged)
                return result
            }
        } catch let error as FileSystemError {
            throw StoreError.writeFailed(file: fileURL.path, reason: error.reason)
        }
    }

    /// Saves `document` in place of whatever is stored, under the lock, atomically.
    ///
    /// Throws like ``update(_:)``; a newer-schema file is never replaced.
    public func replace(with document: Document) throws {
        try update { $0 = document }
    }

    /// Runs `body` under the cross-process lock with the document as stored now, writing
    /// nothing: nil when the file is missing and nothing was ever moved aside (no document
    /// yet). Throws ``StoreError/unreadable(file:reason:)`` when the file is damaged, older,
    /// newer, or a moved-aside copy exists, so callers that clean up after it leave things
    /// alone; errors from `body` pass through.
    public func readLocked<Result>(_ body: (Document?) throws -> Result) throws -> Result {
        let path = fileURL.path
        let refusal = { (reason: String) in StoreError.unreadable(file: path, reason: reason) }
        do {
            return try FileLock.withExclusiveLock(at: lockURL) {
                switch inspect() {
                case .current(let document): return try body(document)
                case .missing where !hasMovedAsideCopy: return try body(nil)
                case .missing: throw refusal("a damaged copy was moved aside")
                case .older, .newer, .damaged: throw refusal("it is not in the current format")
                }
            }
        } catch let error as FileSystemError {
            throw refusal(error.reason)
        }
    }

    /// Whether a damaged copy of the file was ever moved aside (`NAME.corrupt-…`).
    private var hasMovedAsideCopy: Bool {
        let prefix = fileURL.lastPathComponent + ".corrupt-"
        let names = try? FileManager.default.contentsOfDirectory(
            atPath: fileURL.deletingLastPathComponent().path)
        return names?.contains { $0.hasPrefix(prefix) } ?? true
    }

    /// Posts `message` unless this store already posted it.
    func announce(_ message: String) {
        if announced.withLock({ $0.insert(message).inserted }) { notices.post(message) }
    }

    /// Under the lock: moves a damaged file aside or upgrades an older one, then loads.
    private func repairAndLoad() throws -> Document {
        do {
            return try FileLock.withExclusiveLock(at: lockURL) {
                let state = inspect()
                if case .newer(let version) = state {
                    announce(newerSchemaNotice(version))
                    return makeDefault()
                }
                let settled = try settle(state)
                // NB: a failed save of the upgrade is not a load error: the old file stays
                // as it was and the next update retries (and reports) the save.
                if let upgradedFrom = settled.upgradedFrom {
                    try? persist(
                        .document(settled.document), upgradedFrom: upgradedFrom,
                        backups: .unchanged)
                }
                return settled.document
            }
        } catch let lockError as FileSystemError {
            return try loadWithoutChanges(lockError: lockError)
        }
    }

    /// Without the lock (it could not be taken) nothing on disk may change: an older file
    /// is upgraded in memory only, and a damaged one is reported.
    private func loadWithoutChanges(lockError: FileSystemError) throws -> Document {
        let reason: String
        switch inspect() {
        case .missing: return makeDefault()
        case .current(let document): return document
        case .newer: return makeDefault()
        case .older(let version, let bytes):
            do throws(UpgradeFailure) {
                return try upgrade(bytes, from: version)
            } catch {
                reason = error.reason
            }
        case .damaged(let damage): reason = damage
        }
        throw StoreError.unreadable(
            file: fileURL.path,
            reason: "\(reason), and it could not be moved aside: \(lockError.reason)")
    }
}

extension JSONDocumentStore {
    /// What a change saves in place of the stored document.
    package enum Replacement {
        /// A document, remembered when the store remembers documents.
        case document(Document)
        /// The text of a document written straight to the file in pieces, for a document
        /// whose stored form is too large to build beside the values it comes from.
        case direct(any DirectJSONDocument)
    }
}

/// A document with the fingerprint of the file it was read from or written to.
struct RememberedDocument<Document: Sendable>: Sendable {
    let fingerprint: FileFingerprint
    let document: Document
}
