/// What the launch check did.
public enum LaunchSyncOutcome: Equatable, Sendable {
    /// Nothing was stored: the bundled workbook was loaded.
    case loaded(DirectoryChangeSummary)
    /// The bundled workbook was newer and was merged in.
    case synced(DirectoryChangeSummary)
    /// The stored data is as new as the bundled workbook, or newer, or came from a user's
    /// import (which a bundled workbook never replaces); nothing was parsed.
    case upToDate(SemanticVersion)
    /// The bundled workbook is newer but would remove favourites or more than a fifth of the
    /// lawmakers; nothing was changed (`directory reset` applies it after asking).
    case deferred(DirectoryChangeSummary)
}

/// The launch step: load the bundled workbook on first run, sync it when it is newer.
public protocol LaunchSyncUseCaseProtocol: Sendable {
    /// See ``LaunchSyncUseCase/execute(progress:)``.
    func execute(progress: @escaping @Sendable (Double) async -> Void) async throws
        -> LaunchSyncOutcome
}

/// Compares the bundled workbook's version with the stored one by semantic version
/// (1.10.0 > 1.9.0) and parses the workbook only when it is newer or nothing is stored
/// (a sample stored before samples were numbered below 1.0.0 counts as older, see
/// ``BundledSample``).
///
/// A bundled workbook applies only over data from the bundled series: a user's import is
/// never replaced (data stored before sources were recorded is resolved by
/// ``DirectorySource/resolved(storedVersion:)`` and the result recorded once).
/// A sync that would remove favourites or more than a fifth of the lawmakers is deferred.
/// The merge and write run under the store's lock against the file as it is then.
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
        let origin = try await repository.storedOrigin()
        let bundledVersion = try await bundledWorkbook.version()
        if let origin {
            let source = origin.resolvedSource
            if origin.source == .unknown { try await record(source) }
            if !source.isBundled || !BundledSample.replaces(origin.version, with: bundledVersion) {
                return .upToDate(origin.version)
            }
        }
        await progress(0.1)
        let incoming = try await bundledWorkbook.read()
        await progress(0.6)
        let merge = self.merge
        await progress(0.8)
        let outcome = try await repository.replaceDirectory {
            stored -> (Directory?, LaunchSyncOutcome) in
            if let stored,
                !stored.source.isBundled
                    || !BundledSample.replaces(stored.info.version, with: incoming.info.version)
            {
                return (nil, .upToDate(stored.info.version))
            }
            let result = merge.merge(stored: stored, incoming: incoming, source: .bundled)
            if stored == nil { return (result.directory, .loaded(result.summary)) }
            if result.summary.needsConfirmation { return (nil, .deferred(result.summary)) }
            return (result.directory, .synced(result.summary))
        }
        await progress(1)
        return outcome
    }

    /// Records the resolved source of data stored before sources were kept, once.
    private func record(_ source: DirectorySource) async throws {
        _ = try await repository.replaceDirectory { stored -> (Directory?, Bool) in
            guard var stored, stored.source == .unknown else { return (nil, false) }
            stored.source = source
            return (stored, true)
        }
    }
}
