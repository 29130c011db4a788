/// Marks a lawmaker as a favourite, or unmarks them.
public struct SetPersonFavoriteUseCase: Sendable {
    private let repository: any DirectoryRepository

    /// Creates the use case over a directory store.
    public init(repository: any DirectoryRepository) {
        self.repository = repository
    }

    /// Makes `id` a favourite (at the end of the list) or removes it; doing it twice is
    /// harmless.
    ///
    /// - Throws: ``DirectoryError/personNotFound(_:)`` for an unknown person; store errors.
    public func execute(_ isFavorite: Bool, for id: PersonID) async throws {
        try await repository.setFavorite(isFavorite, for: id)
    }
}

/// Flips a lawmaker's favourite mark, reading the current mark from the store (so another
/// running `cleanapps` cannot make it flip the wrong way).
public struct TogglePersonFavoriteUseCase: Sendable {
    private let repository: any DirectoryRepository

    /// Creates the use case over a directory store.
    public init(repository: any DirectoryRepository) {
        self.repository = repository
    }

    /// Toggles `id` and returns whether it is a favourite afterwards.
    ///
    /// - Throws: ``DirectoryError/personNotFound(_:)`` for an unknown person; store errors.
    public func execute(_ id: PersonID) async throws -> Bool {
        guard let directory = try await repository.loadDirectory(), directory.person(id) != nil
        else { throw DirectoryError.personNotFound(id.rawValue) }
        let wanted = !directory.isFavorite(id)
        try await repository.setFavorite(wanted, for: id)
        return wanted
    }
}
