/// What the launch check did.
public enum LaunchSyncOutcome: Equatable, Sendable {
    /// Nothing was stored: the bundled workbook was loaded.
    case loaded(DirectoryChangeSummary)
    /// The bundled workbook was newer and was merged in.
    case synced(DirectoryChangeSummary)
    /// The stored data is as new as the bundled workbook, or newer; nothing was parsed.
    case upToDate(SemanticVersion)
}

/// The launch step: load the bundled workbook on first run, sync it when it is newer.
public protocol LaunchSyncUseCaseProtocol: Sendable {
    /// See ``LaunchSyncUseCase/execute(progress:)``.
    func execute(progress: @escaping @Sendable (Double) async -> Void) async throws
        -> LaunchSyncOutcome
}

/// Compares the bundled workbook's version with the stored one by semantic version
/// (1.10.0 > 1.9.0) and parses the workbook only when it is newer or nothing is stored.
public struct LaunchSyncUseCase: LaunchSyncUseCaseProtocol {
    private let repository: any DirectoryRepository
    private let bundledWorkbook: any DirectoryWorkbookSource
    private let merge = DirectoryMerge()

    /// Creates the use case over a store and the workbook shipped with the app.
    public init(repository: any DirectoryRepository, bundledWorkbook: any DirectoryWorkbookSource) {
        self.repository = repository
        self.bundledWorkbook = bundledWorkbook
    }

    /// Runs the check, reporting progress from 0 to 1 while a workbook is loaded.
    ///
    /// `progress` is awaited at each step, so a caller on the main actor sees every step
    /// in order before the work goes on.
    ///
    /// - Throws: the workbook's and the store's errors; the stored data is left as it was.
    public func execute(progress: @escaping @Sendable (Double) async -> Void = { _ in })
        async throws
        -> LaunchSyncOutcome
    {
        let storedVersion = try await repository.storedVersion()
        let bundledVersion = try await bundledWorkbook.version()
        if let storedVersion, bundledVersion <= storedVersion {
            return .upToDate(storedVersion)
        }
        await progress(0.1)
        let incoming = try await bundledWorkbook.read()
        await progress(0.6)
        let stored = storedVersion == nil ? nil : try await repository.loadDirectory()
        let result = merge.merge(stored: stored, incoming: incoming)
        await progress(0.8)
        try await repository.saveDirectory(result.directory)
        await progress(1)
        return stored == nil ? .loaded(result.summary) : .synced(result.summary)
    }
}
