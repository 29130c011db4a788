/// How an import runs: whether it may go backwards or remove favourites, and whether it
/// writes at all.
public struct ImportWorkbookOptions: Sendable {
    /// Applies an older or equal version of the same series, and removals, without asking.
    public var force: Bool
    /// Computes the change summary and writes nothing.
    public var dryRun: Bool
    /// Asked with the summary before a removal that needs confirmation; false refuses it.
    public var confirm: @Sendable (DirectoryChangeSummary) async -> Bool
    /// Told each finished step, in order (awaited, so a display on the main actor sees each).
    public var progress: @Sendable (ImportStep) async -> Void

    /// Creates options; by default nothing is forced, removals are refused and progress is
    /// not reported.
    public init(
        force: Bool = false, dryRun: Bool = false,
        confirm: @escaping @Sendable (DirectoryChangeSummary) async -> Bool = { _ in false },
        progress: @escaping @Sendable (ImportStep) async -> Void = { _ in }
    ) {
        self.force = force
        self.dryRun = dryRun
        self.confirm = confirm
        self.progress = progress
    }
}

/// Imports a directory workbook chosen by the user.
public protocol ImportWorkbookUseCaseProtocol: Sendable {
    /// See ``ImportWorkbookUseCase/execute(_:source:options:)``.
    func execute(
        _ workbook: any DirectoryWorkbookSource, source: DirectorySource,
        options: ImportWorkbookOptions
    ) async throws -> DirectoryChangeSummary
}

/// Imports a workbook into the directory store by the sync rules of ``DirectoryMerge``.
///
/// - **Series**: a user's workbook is compared only with stored data from a user's import
///   (data of unknown source is resolved by ``DirectorySource/resolved(storedVersion:)``).
///   Over bundled data any version applies, and replaces the sample: the summary says so
///   (``DirectoryChangeSummary/replacesSample``) and the sample's parties are not kept; over
///   a user's import an older or equal version needs `force` (checked before the workbook
///   is parsed).
/// - **Unknown version** (no `info` sheet): needs `force`; it then sorts below every version.
/// - **Removals**: a change that removes any favourite, or more than a fifth of a user's
///   lawmakers, needs `force` or `confirm` (bundled sample persons are not the user's, so
///   replacing them asks only about favourites).
/// - **Concurrency**: the merge and write run under the store's lock against the file as it
///   is then, so a favourite set meanwhile is kept; the replaced store is kept as a backup.
///   The merge runs once when the store did not change after the preview.
/// - **An empty store**: a user's workbook goes straight in. Given the bundled sample, the
///   import is told as replacing it (the sample the launch check would have loaded first),
///   by the sample's version alone: the sample is neither read whole nor stored, and
///   ``UndoDirectoryChangeUseCase`` puts it back from the bundled workbook.
public struct ImportWorkbookUseCase: ImportWorkbookUseCaseProtocol {
    private let repository: any DirectoryRepository
    private let bundledSample: (any DirectoryWorkbookSource)?
    private let merge = DirectoryMerge()

    /// Creates the use case over a directory store; `bundledSample` is the workbook shipped
    /// with the app, which an import into an empty store replaces (nil: none is known).
    public init(
        repository: any DirectoryRepository, bundledSample: (any DirectoryWorkbookSource)? = nil
    ) {
        self.repository = repository
        self.bundledSample = bundledSample
    }

    /// Imports `workbook` (from `source`) and returns what changed (or would change, on a
    /// dry run).
    ///
    /// - Throws: ``DirectoryError/versionUnknown``,
    ///   ``DirectoryError/workbookNotNewer(workbook:stored:)``,
    ///   ``DirectoryError/removalNotConfirmed(removed:of:favorites:)``,
    ///   ``DirectoryError/changedWhileConfirming``; the workbook's and the store's errors.
    public func execute(
        _ workbook: any DirectoryWorkbookSource, source: DirectorySource,
        options: ImportWorkbookOptions
    ) async throws -> DirectoryChangeSummary {
        let version = try await workbook.version()
        if version.isUnknown, !options.force { throw DirectoryError.versionUnknown }
        var sampleVersion: SemanticVersion?
        let origin = try await repository.storedOrigin()
        if origin == nil, !source.isBundled, let bundledSample {
            // NB: only the sample's version is read (its `info` sheet); a sample that cannot
            // be read is no sample, as when the launch check could not load it.
            sampleVersion = try? await bundledSample.version()
        }
        let check = SeriesCheck(
            version: version, source: source, force: options.force, sampleVersion: sampleVersion)
        if let origin { try check.validate(origin) }
        await options.progress(.checked)
        let incoming = try await workbook.read()
        await options.progress(.read(persons: incoming.persons.count))
        let current = try await repository.loadDirectory()
        let preview = check.merged(current, incoming, merge)
        await options.progress(.merged)
        if options.dryRun { return preview.summary }
        if !options.force, check.needsConfirmation(preview.summary, over: current) {
            guard await options.confirm(preview.summary) else {
                throw DirectoryError.removalNotConfirmed(
                    removed: preview.summary.removedPersons.count,
                    of: preview.summary.previousPersonCount,
                    favorites: preview.summary.removedFavorites)
            }
        }
        let confirmed = preview.summary
        let summary = try await repository.replaceDirectory { stored in
            if let stored { try check.validate(stored.origin) }
            // The merge is a pure function: over the data the preview merged (the usual case,
            // and a cheap comparison of shared storage) its result is reused, not recomputed.
            let result = stored == current ? preview : check.merged(stored, incoming, merge)
            if !options.force, check.needsConfirmation(result.summary, over: stored),
                !confirmed.covers(result.summary)
            {
                throw DirectoryError.changedWhileConfirming
            }
            return (result.directory, result.summary)
        }
        await options.progress(.written)
        return summary
    }
}

/// The series rules of one import.
private struct SeriesCheck: Sendable {
    let version: SemanticVersion
    let source: DirectorySource
    let force: Bool
    /// The bundled sample's version when the store was empty: the import is told as
    /// replacing that sample.
    let sampleVersion: SemanticVersion?

    /// Refuses an older or equal workbook of the stored data's series without `force`.
    func validate(_ origin: DirectoryOrigin) throws {
        guard !force, sameSeries(origin), version <= origin.version else { return }
        throw DirectoryError.workbookNotNewer(
            workbook: version.description, stored: origin.version.description)
    }

    /// The merge of `incoming` into `stored`, recording the import's source. A user's
    /// workbook over the bundled sample replaces it: the sample's parties are not kept (its
    /// persons and committees go by the merge's rules), and the summary says so. Into an
    /// empty store with a known sample version, the summary says the same of that sample.
    func merged(_ stored: Directory?, _ incoming: DirectoryWorkbook, _ merge: DirectoryMerge)
        -> DirectoryMergeResult
    {
        if stored == nil, let sampleVersion {
            var result = merge.merge(stored: nil, incoming: incoming, source: source)
            result.summary.previousVersion = sampleVersion
            result.summary.replacesSample = true
            return result
        }
        guard var stored, replacesSample(stored) else {
            return merge.merge(stored: stored, incoming: incoming, source: source)
        }
        stored.parties = []
        var result = merge.merge(stored: stored, incoming: incoming, source: source)
        result.summary.replacesSample = true
        return result
    }

    /// True when `stored` is the bundled sample and the import is a user's workbook.
    private func replacesSample(_ stored: Directory) -> Bool {
        !source.isBundled && stored.origin.resolvedSource.isBundled
    }

    /// True when the change must be confirmed: it removes favourites, or more than a fifth
    /// of the lawmakers (not counting the bundled sample replaced by a user's workbook).
    func needsConfirmation(_ summary: DirectoryChangeSummary, over stored: Directory?) -> Bool {
        if !summary.removedFavorites.isEmpty { return true }
        guard let stored else { return false }
        if replacesSample(stored) { return false }
        return summary.needsConfirmation
    }

    /// True when the stored data belongs to the same series as the incoming workbook.
    private func sameSeries(_ origin: DirectoryOrigin) -> Bool {
        origin.resolvedSource.isBundled == source.isBundled
    }
}
