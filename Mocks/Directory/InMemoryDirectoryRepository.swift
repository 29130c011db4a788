import CleanAppsCore
import CleanAppsDataCore
import DirectoryDomain

/// A directory store in memory, for tests and previews; counts what callers asked for.
public actor InMemoryDirectoryRepository: DirectoryRepository {
    /// The stored directory, nil when nothing is stored.
    public private(set) var directory: Directory?
    /// Directories replaced by ``replaceDirectory(_:)``, newest first (at most three).
    public private(set) var backups: [Directory] = []
    /// How many times ``loadDirectory()`` ran.
    public private(set) var loadCount = 0
    /// How many times ``saveDirectory(_:)`` or a replacing ``replaceDirectory(_:)`` ran.
    public private(set) var saveCount = 0
    /// When set, every call throws it.
    private var failure: DirectoryError?

    /// Creates a store holding `directory`.
    public init(directory: Directory? = nil) {
        self.directory = directory
    }

    /// Makes every later call throw `error` (nil to stop).
    public func failEveryCall(with error: DirectoryError?) {
        failure = error
    }

    /// The version and source of the stored directory, or nil when nothing is stored yet.
    public func storedOrigin() async throws -> DirectoryOrigin? {
        if let failure { throw failure }
        return directory.map { DirectoryOrigin(version: $0.info.version, source: $0.source) }
    }

    /// The stored directory with its favourites, or nil when nothing is stored yet.
    public func loadDirectory() async throws -> Directory? {
        if let failure { throw failure }
        loadCount += 1
        return directory
    }

    /// Replaces the stored directory (favourites included) without keeping a backup.
    public func saveDirectory(_ directory: Directory) async throws {
        if let failure { throw failure }
        saveCount += 1
        self.directory = directory
    }

    /// Reads the stored directory, lets `change` compute its replacement, and saves it, all under
    /// the store's exclusive lock, so no concurrent change (a favourite) is lost.
    public func replaceDirectory<Result: Sendable>(
        _ change: @Sendable (Directory?) throws -> (Directory?, Result)
    ) async throws -> Result {
        if let failure { throw failure }
        let (replacement, result) = try change(directory)
        if let replacement {
            if let directory { backups = Array(([directory] + backups).prefix(3)) }
            saveCount += 1
            directory = replacement
        }
        return result
    }

    /// The directory ``restorePreviousDirectory()`` would put back, or nil when no backup is kept.
    public func previousDirectory() async throws -> Directory? {
        if let failure { throw failure }
        return backups.first
    }

    /// Puts the newest backup back in place of the stored directory and returns it (nil, and
    /// nothing changed, when no backup is kept). Older backups stay for further undos.
    public func restorePreviousDirectory() async throws -> Directory? {
        if let failure { throw failure }
        guard !backups.isEmpty else { return nil }
        directory = backups.removeFirst()
        return directory
    }

    /// Adds the person to the favourites (at the end) or removes them.
    public func setFavorite(_ isFavorite: Bool, for id: PersonID) async throws {
        if let failure { throw failure }
        guard var directory, directory.person(id) != nil else {
            throw DirectoryError.personNotFound(id.rawValue)
        }
        directory.favoriteIDs.removeAll { $0 == id }
        if isFavorite { directory.favoriteIDs.append(id) }
        self.directory = directory
    }
}
