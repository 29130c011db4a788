/// Reads the stored directory for a screen or command.
public struct LoadDirectoryUseCase: Sendable {
    private let repository: any DirectoryRepository

    /// Creates the use case over a directory store.
    public init(repository: any DirectoryRepository) {
        self.repository = repository
    }

    /// The stored directory, or nil when nothing has been loaded yet.
    ///
    /// - Throws: ``DirectoryError/storeFailure(_:)`` when the store cannot be read.
    public func execute() async throws -> Directory? {
        try await repository.loadDirectory()
    }
}
