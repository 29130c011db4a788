import CleanAppsCore
import CleanAppsDataCore
import DirectoryDomain
import Foundation

/// The lawmakers directory kept in `directory.json` in the data directory, with its version
/// stamped in `directory-version.json` so the launch check stays cheap.
///
/// - **Format**: a `JSONDocumentStore` at schema version 2. A schema-1 file (favourites
///   and committee members by row number) is migrated once on first use, the old file kept
///   as `directory.json.v1.bak`, and a notice is posted.
/// - **Version check**: ``storedVersion()`` reads only the small stamp file and `stat`s the
///   directory file. When the stamp's fingerprint does not match the file (written by an
///   older build, edited, damaged, migrated) it reads the directory once and stamps it again.
/// - **Writes**: every write and the re-stamping hold `directory.sync.lock`, so the stamp
///   always describes the file it names, across threads and processes.
/// - **Source**: where the data came from (bundled or a user's file) is kept in the document
///   and in the stamp; files from before it was recorded have an unknown source.
/// - **Backups**: ``replaceDirectory(_:)`` keeps the replaced file as
///   `directory.json.backup-1` (the last three are kept); ``restorePreviousDirectory()``
///   puts it back.
/// - **Favourites** live in the same document, by person identity; ``setFavorite(_:for:)``
///   re-reads the file under the lock, so concurrent processes lose no change.
/// - **Reads**: the store remembers the document it last read or wrote, so the several
///   reads of one import (the launch check, the merge preview, the merge under the lock)
///   decode a large file once while it stays untouched, and the repository remembers the
///   `Directory` it mapped that document to, so they also share it (every write forgets
///   it). ``replaceDirectory(_:)`` writes the directory's stored form person by person as
///   the file is written, never whole, so the next read decodes the file.
/// Failures become ``DirectoryDomain/DirectoryError/storeFailure(_:)`` with the store's sentence.
public struct StoredDirectoryRepository: DirectoryRepository {
    /// The directory file inside the data directory.
    public static let fileName = "directory.json"
    /// The version stamp file inside the data directory.
    public static let versionFileName = "directory-version.json"
    /// The schema version this build writes.
    public static let schemaVersion = 2

    private let store: JSONDocumentStore<StoredDirectoryDTO>
    private let stamps: JSONDocumentStore<StoredDirectoryStampDTO>
    private let lockURL: URL
    private let mapped = MappedDirectoryCache()

    /// The directory in `directory`; problems with its files are reported on `notices`.
    public init(directory: URL, notices: NoticeBoard, now: @escaping Now = { Date() }) {
        store = JSONDocumentStore(
            directory: directory, fileName: Self.fileName, schemaVersion: Self.schemaVersion,
            migrations: StoredDirectoryMigration.steps, notices: notices, now: now,
            remembersDocument: true, makeDefault: { StoredDirectoryDTO() })
        stamps = JSONDocumentStore(
            directory: directory, fileName: Self.versionFileName, schemaVersion: 1,
            notices: notices, now: now, makeDefault: { StoredDirectoryStampDTO() })
        lockURL = directory.appendingPathComponent("directory.sync.lock")
    }

    /// The version and source of the stored directory, or nil when nothing is stored yet.
    public func storedOrigin() async throws -> DirectoryOrigin? {
        guard let fingerprint = FileFingerprint.of(store.fileURL) else { return nil }
        if let stamp = try? stamps.load(), stamp.fingerprint == fingerprint,
            let version = stamp.version.flatMap(SemanticVersion.init)
        {
            return DirectoryOrigin(
                version: version, source: stamp.source?.toSource() ?? .unknown)
        }
        return try await loadDirectory().map {
            DirectoryOrigin(version: $0.info.version, source: $0.source)
        }
    }

    /// The stored directory with its favourites, or nil when nothing is stored yet.
    public func loadDirectory() async throws -> Directory? {
        do {
            return try locked {
                let directory = try mappedDirectory()
                restamp(directory)
                return directory
            }
        } catch is LockUnavailable {
            // NB: a data folder that cannot be locked (read-only) is still read; nothing is
            // stamped, so later checks read the directory again.
            return try mappingStoreErrors { try store.load().toDirectory() }
        }
    }

    /// Replaces the stored directory (favourites included) without keeping a backup.
    public func saveDirectory(_ directory: Directory) async throws {
        try lockedWrite {
            try store.replace(with: StoredDirectoryDTO(directory))
            restamp(directory)
        }
    }

    /// Reads the stored directory, lets `change` compute its replacement, and saves it, all under
    /// the store's exclusive lock, so no concurrent change (a favourite) is lost.
    public func replaceDirectory<Result: Sendable>(
        _ change: @Sendable (Directory?) throws -> (Directory?, Result)
    ) async throws -> Result {
        try lockedWrite {
            var saved: Directory?
            let result = try store.change(
                keepingBackup: true,
                saving: { document in
                    let stored =
                        try mapped.directory(for: FileFingerprint.of(store.fileURL))
                        ?? document.toDirectory()
                    let (replacement, result) = try change(stored)
                    saved = replacement
                    return (replacement.map { .direct(StoredDirectoryText(directory: $0)) }, result)
                })
            if let saved { restamp(saved) }
            return result
        }
    }

    /// The directory ``restorePreviousDirectory()`` would put back, or nil when no backup is kept.
    public func previousDirectory() async throws -> Directory? {
        try mappingStoreErrors { try store.loadBackup()?.toDirectory() }
    }

    /// Puts the newest backup back in place of the stored directory and returns it (nil, and
    /// nothing changed, when no backup is kept). Older backups stay for further undos.
    public func restorePreviousDirectory() async throws -> Directory? {
        try lockedWrite {
            let directory = try store.restoreBackup()?.toDirectory()
            if let directory { restamp(directory) }
            return directory
        }
    }

    /// Adds the person to the favourites (at the end) or removes them.
    public func setFavorite(_ isFavorite: Bool, for id: PersonID) async throws {
        try lockedWrite {
            let directory = try store.update { document in
                guard document.info != nil,
                    document.persons.contains(where: { $0.id == id.rawValue })
                else { throw DirectoryError.personNotFound(id.rawValue) }
                document.favorites.removeAll { $0 == id.rawValue }
                if isFavorite { document.favorites.append(id.rawValue) }
                return document
            }
            restamp(
                version: directory.info.flatMap { SemanticVersion($0.version) },
                source: directory.source)
        }
    }

    /// Under the lock: the stored directory, mapped from the file once while it is untouched.
    private func mappedDirectory() throws -> Directory? {
        let before = FileFingerprint.of(store.fileURL)
        if let directory = mapped.directory(for: before) { return directory }
        let directory = try store.load().toDirectory()
        // NB: remembered only when the file did not change while it was read (a damaged
        // file moved aside or an older one upgraded did).
        if FileFingerprint.of(store.fileURL) == before { mapped.remember(directory, as: before) }
        return directory
    }

    /// Under the lock: records the version and source of `directory` for the file as it is now.
    private func restamp(_ directory: Directory?) {
        restamp(
            version: directory?.info.version,
            source: directory.flatMap { StoredSourceDTO($0.source) })
    }

    /// Under the lock: records `version` and `source` for the directory file as it is now.
    /// Best effort: a stamp that cannot be written only makes the next check read the
    /// directory.
    private func restamp(version: SemanticVersion?, source: StoredSourceDTO?) {
        let stamp = StoredDirectoryStampDTO(
            version: version?.description, fingerprint: FileFingerprint.of(store.fileURL),
            source: source)
        if (try? stamps.load()) != stamp { try? stamps.replace(with: stamp) }
    }

    /// Why the sync lock could not be taken.
    private struct LockUnavailable: Error {
        let error: FileSystemError
    }

    /// Runs `body` holding `directory.sync.lock`; store errors become ``DirectoryError``.
    ///
    /// Throws ``LockUnavailable`` when the lock cannot be taken.
    private func locked<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            try DurableFile.makeDirectory(lockURL.deletingLastPathComponent())
        } catch {
            throw LockUnavailable(error: error)
        }
        do {
            return try FileLock.withExclusiveLock(at: lockURL) { try mappingStoreErrors(body) }
        } catch let error as FileSystemError {
            throw LockUnavailable(error: error)
        }
    }

    /// Runs `body`, turning store errors into ``DirectoryError/storeFailure(_:)``.
    private func mappingStoreErrors<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as StoreError {
            throw DirectoryError.storeFailure(error.message)
        }
    }

    /// Runs a write under the lock; a lock that cannot be taken is a store failure.
    private func lockedWrite<Value>(_ body: () throws -> Value) throws -> Value {
        // NB: forgotten even when the write fails: a partial change may have moved files.
        defer { mapped.remember(nil, as: nil) }
        do {
            return try locked(body)
        } catch let unavailable as LockUnavailable {
            throw DirectoryError.storeFailure(
                "Could not use \(unavailable.error.path) (\(unavailable.error.reason)); "
                    + "check that the data folder is writable.")
        }
    }
}
