/// Where the directory is kept between runs.
///
/// Designed for a document store: the version is cheap to read on its own (launch checks
/// must not load the directory), favourites can be written without rewriting the rest,
/// and `save` replaces everything at once. Implementations map their IO and decoding
/// failures to ``DirectoryError/storeFailure(_:)``.
public protocol DirectoryRepository: Sendable {
    /// The version of the stored directory, or nil when nothing is stored yet.
    func storedVersion() async throws -> SemanticVersion?

    /// The stored directory with its favourites, or nil when nothing is stored yet.
    func loadDirectory() async throws -> Directory?

    /// Replaces the stored directory (favourites included).
    func saveDirectory(_ directory: Directory) async throws

    /// Adds the person to the favourites (at the end) or removes them.
    ///
    /// - Throws: ``DirectoryError/personNotFound(_:)`` when no stored person has the identity.
    func setFavorite(_ isFavorite: Bool, for id: PersonID) async throws
}
