/// Where the directory is kept between runs.
///
/// Designed for a document store: the origin (version and source) is cheap to read on its
/// own (launch checks must not load the directory), favourites can be written without
/// rewriting the rest, and ``replaceDirectory(_:)`` reads, changes and writes everything
/// under one exclusive lock, keeping the previous directory as a backup for
/// ``restorePreviousDirectory()``. Implementations map their IO and decoding failures to
/// ``DirectoryError/storeFailure(_:)``.
public protocol DirectoryRepository: Sendable {
    /// The version and source of the stored directory, or nil when nothing is stored yet.
    func storedOrigin() async throws -> DirectoryOrigin?

    /// The stored directory with its favourites, or nil when nothing is stored yet.
    func loadDirectory() async throws -> Directory?

    /// Replaces the stored directory (favourites included) without keeping a backup.
    func saveDirectory(_ directory: Directory) async throws

    /// Reads the stored directory, lets `change` compute its replacement, and saves it, all
    /// under the store's exclusive lock, so no concurrent change (a favourite) is lost.
    ///
    /// `change` returns the directory to save (nil saves nothing) and a result to return.
    /// The directory it replaces is kept as a backup (the last three are kept).
    func replaceDirectory<Result: Sendable>(
        _ change: @Sendable (Directory?) throws -> (Directory?, Result)
    ) async throws -> Result

    /// The directory ``restorePreviousDirectory()`` would put back, or nil when no backup
    /// is kept.
    func previousDirectory() async throws -> Directory?

    /// Puts the newest backup back in place of the stored directory and returns it (nil,
    /// and nothing changed, when no backup is kept). Older backups stay for further undos.
    func restorePreviousDirectory() async throws -> Directory?

    /// Adds the person to the favourites (at the end) or removes them.
    ///
    /// - Throws: ``DirectoryError/personNotFound(_:)`` when no stored person has the identity.
    func setFavorite(_ isFavorite: Bool, for id: PersonID) async throws
}

extension DirectoryRepository {
    /// The version of the stored directory, or nil when nothing is stored yet.
    public func storedVersion() async throws -> SemanticVersion? {
        try await storedOrigin()?.version
    }
}
