import CleanAppsCore
import CleanAppsDataCore
import DirectoryDomain
import Foundation

/// The lawmakers directory kept in `directory.json` in the data directory, with its version
/// stamped in `directory-version.json` so the launch check stays cheap.
///
/// - **Format**: a ``JSONDocumentStore`` at schema version 2. A schema-1 file (favourites
///   and committee members by row number) is migrated once on first use, the old file kept
///   as `directory.json.v1.bak`, and a notice is posted.
/// - **Version check**: ``storedVersion()`` reads only the small stamp file and `stat`s the
///   directory file. When the stamp's fingerprint does not match the file (written by an
///   older build, edited, damaged, migrated) it reads the directory once and stamps it again.
/// - **Writes**: every write and the re-stamping hold `directory.sync.lock`, so the stamp
///   always describes the file it names, across threads and processes.
/// - **Favourites** live in the same document, by person identity; ``setFavorite(_:for:)``
///   re-reads the file under the lock, so concurrent processes lose no change.
/// Failures become ``DirectoryError/storeFailure(_:)`` with the store's sentence.
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

    /// The directory in `directory`; problems with its files are reported on `notices`.
    public init(directory: URL, notices: NoticeBoard, now: @escaping Now = { Date() }) {
        store = JSONDocumentStore(
            directory: directory, fileName: Self.fileName, schemaVersion: Self.schemaVersion,
            migrations: StoredDirectoryMigration.steps, notices: notices, now: now,
            makeDefault: { StoredDirectoryDTO() })
        stamps = JSONDocumentStore(
            directory: directory, fileName: Self.versionFileName, schemaVersion: 1,
            notices: notices, now: now, makeDefault: { StoredDirectoryStampDTO() })
        lockURL = directory.appendingPathComponent("directory.sync.lock")
    }

    public func storedVersion() async throws -> SemanticVersion? {
        guard let fingerprint = FileFingerprint.of(store.fileURL) else { return nil }
        if let stamp = try? stamps.load(), stamp.fingerprint == fingerprint,
            let version = stamp.version.flatMap(SemanticVersion.init)
        {
            return version
        }
        return try await loadDirectory()?.info.version
    }

    public func loadDirectory() async throws -> Directory? {
        do {
            return try locked {
                let directory = try store.load().toDirectory()
                restamp(version: directory?.info.version)
                return directory
            }
        } catch is LockUnavailable {
            // NB: a data folder that cannot be locked (read-only) is still read; nothing is
            // stamped, so later checks read the directory again.
            return try mappingStoreErrors { try store.load().toDirectory() }
        }
    }

    public func saveDirectory(_ directory: Directory) async throws {
        try lockedWrite {
            try store.replace(with: StoredDirectoryDTO(directory))
            restamp(version: directory.info.version)
        }
    }

    public func setFavorite(_ isFavorite: Bool, for id: PersonID) async throws {
        try lockedWrite {
            let version = try store.update { document in
                guard document.info != nil,
                    document.persons.contains(where: { $0.id == id.rawValue })
                else { throw DirectoryError.personNotFound(id.rawValue) }
                document.favorites.removeAll { $0 == id.rawValue }
                if isFavorite { document.favorites.append(id.rawValue) }
                return document.info.flatMap { SemanticVersion($0.version) }
            }
            restamp(version: version)
        }
    }

    /// Under the lock: records `version` for the directory file as it is now. Best effort:
    /// a stamp that cannot be written only makes the next check read the directory.
    private func restamp(version: SemanticVersion?) {
        let stamp = StoredDirectoryStampDTO(
            version: version?.description, fingerprint: FileFingerprint.of(store.fileURL))
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
    private func lockedWrite(_ body: () throws -> Void) throws {
        do {
            try locked(body)
        } catch let unavailable as LockUnavailable {
            throw DirectoryError.storeFailure(
                "Could not use \(unavailable.error.path) (\(unavailable.error.reason)); "
                    + "check that the data folder is writable.")
        }
    }
}
