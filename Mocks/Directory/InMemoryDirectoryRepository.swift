import CleanAppsCore
import DirectoryDomain

/// A directory store in memory, for tests and previews; counts what callers asked for.
public actor InMemoryDirectoryRepository: DirectoryRepository {
    /// The stored directory, nil when nothing is stored.
    public private(set) var directory: Directory?
    /// How many times ``loadDirectory()`` ran.
    public private(set) var loadCount = 0
    /// How many times ``saveDirectory(_:)`` ran.
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

    public func storedVersion() async throws -> SemanticVersion? {
        if let failure { throw failure }
        return directory?.info.version
    }

    public func loadDirectory() async throws -> Directory? {
        if let failure { throw failure }
        loadCount += 1
        return directory
    }

    public func saveDirectory(_ directory: Directory) async throws {
        if let failure { throw failure }
        saveCount += 1
        self.directory = directory
    }

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
