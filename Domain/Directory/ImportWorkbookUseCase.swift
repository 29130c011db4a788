/// Imports a directory workbook chosen by the user.
public protocol ImportWorkbookUseCaseProtocol: Sendable {
    /// See ``ImportWorkbookUseCase/execute(_:force:)``.
    func execute(_ workbook: any DirectoryWorkbookSource, force: Bool) async throws
        -> DirectoryChangeSummary
}

/// Imports a workbook into the directory store by the sync rules of ``DirectoryMerge``.
///
/// Refuses a workbook whose version is not newer than the stored one unless `force` is set
/// (the version is checked before the workbook is parsed). Favourites follow their persons.
public struct ImportWorkbookUseCase: ImportWorkbookUseCaseProtocol {
    private let repository: any DirectoryRepository
    private let merge = DirectoryMerge()

    /// Creates the use case over a directory store.
    public init(repository: any DirectoryRepository) {
        self.repository = repository
    }

    /// Imports `workbook` and returns what changed.
    ///
    /// - Throws: ``DirectoryError/workbookNotNewer(workbook:stored:)`` for an older or equal
    ///   version without `force`; the workbook's and the store's errors otherwise.
    public func execute(_ workbook: any DirectoryWorkbookSource, force: Bool) async throws
        -> DirectoryChangeSummary
    {
        let version = try await workbook.version()
        if !force, let stored = try await repository.storedVersion(), version <= stored {
            throw DirectoryError.workbookNotNewer(
                workbook: version.description, stored: stored.description)
        }
        let incoming = try await workbook.read()
        let stored = try await repository.loadDirectory()
        let result = merge.merge(stored: stored, incoming: incoming)
        try await repository.saveDirectory(result.directory)
        return result.summary
    }
}
