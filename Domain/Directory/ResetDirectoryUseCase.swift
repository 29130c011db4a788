/// Goes back to the bundled data: merges the bundled workbook over whatever is stored (a
/// user's import included), whatever the versions, keeping the favourites of persons who
/// are still listed. The replaced store is kept as a backup (`directory undo`).
public struct ResetDirectoryUseCase: Sendable {
    private let repository: any DirectoryRepository
    private let bundledWorkbook: any DirectoryWorkbookSource

    /// Creates the use case over a store and the workbook shipped with the app.
    public init(repository: any DirectoryRepository, bundledWorkbook: any DirectoryWorkbookSource) {
        self.repository = repository
        self.bundledWorkbook = bundledWorkbook
    }

    /// Resets to the bundled data and returns what changed; with `dryRun`, only says so.
    ///
    /// - Throws: the workbook's and the store's errors; nothing changes then.
    public func execute(dryRun: Bool) async throws -> DirectoryChangeSummary {
        let incoming = try await bundledWorkbook.read()
        let merge = DirectoryMerge()
        if dryRun {
            let stored = try await repository.loadDirectory()
            return merge.merge(stored: stored, incoming: incoming, source: .bundled).summary
        }
        return try await repository.replaceDirectory { stored in
            let result = merge.merge(stored: stored, incoming: incoming, source: .bundled)
            return (result.directory, result.summary)
        }
    }
}

/// Puts the directory back as it was before the last import, sync, reset or undo-able
/// change, with its favourites.
public struct UndoDirectoryChangeUseCase: Sendable {
    private let repository: any DirectoryRepository

    /// Creates the use case over a store.
    public init(repository: any DirectoryRepository) {
        self.repository = repository
    }

    /// The directory an undo would put back, or nil when there is none.
    public func preview() async throws -> Directory? {
        try await repository.previousDirectory()
    }

    /// Puts the previous directory back and returns it.
    ///
    /// - Throws: ``DirectoryError/nothingToUndo`` when no backup is kept; store errors.
    public func execute() async throws -> Directory {
        guard let directory = try await repository.restorePreviousDirectory() else {
            throw DirectoryError.nothingToUndo
        }
        return directory
    }
}
