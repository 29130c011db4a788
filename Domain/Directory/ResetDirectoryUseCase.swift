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
///
/// A user's import into an empty store stores no sample before it (see
/// ``ImportWorkbookUseCase``): with no backup kept and a user's data stored, the bundled
/// sample is what came before, and an undo puts it back as the launch check loads it. That
/// undo keeps the user's data as a backup, as an import would: with the older backups gone
/// the store cannot tell a first import from one whose backups were let go, so an undo
/// never drops a user's data, and a second undo brings it back.
public struct UndoDirectoryChangeUseCase: Sendable {
    private let repository: any DirectoryRepository
    private let bundledSample: (any DirectoryWorkbookSource)?
    private let merge = DirectoryMerge()

    /// Creates the use case over a store; `bundledSample` is the workbook shipped with the
    /// app (nil: an undo puts back backups only).
    public init(
        repository: any DirectoryRepository, bundledSample: (any DirectoryWorkbookSource)? = nil
    ) {
        self.repository = repository
        self.bundledSample = bundledSample
    }

    /// The directory an undo would put back, or nil when there is none.
    public func preview() async throws -> Directory? {
        if let previous = try await repository.previousDirectory() { return previous }
        return try await sampleBeforeUsersData()
    }

    /// Puts the previous directory back and returns it.
    ///
    /// - Throws: ``DirectoryError/nothingToUndo`` when no backup is kept and the stored
    ///   data is the sample (or the sample cannot be read); store errors.
    public func execute() async throws -> Directory {
        if let directory = try await repository.restorePreviousDirectory() { return directory }
        guard let sample = try await sampleBeforeUsersData() else {
            throw DirectoryError.nothingToUndo
        }
        // Under the store's lock: another process may have changed the data since.
        let replaced = try await repository.replaceDirectory { current in
            guard let current, !current.origin.resolvedSource.isBundled else {
                return (nil, false)
            }
            return (sample, true)
        }
        guard replaced else { throw DirectoryError.nothingToUndo }
        return sample
    }

    /// The bundled sample as a first load stores it, when the stored data is a user's (which
    /// replaced the sample; told by the store's cheap origin, not a read of the directory)
    /// and the sample can be read; nil otherwise.
    private func sampleBeforeUsersData() async throws -> Directory? {
        guard let bundledSample, let origin = try await repository.storedOrigin(),
            !origin.resolvedSource.isBundled,
            let workbook = try? await bundledSample.read()
        else { return nil }
        return merge.merge(stored: nil, incoming: workbook, source: .bundled).directory
    }
}
