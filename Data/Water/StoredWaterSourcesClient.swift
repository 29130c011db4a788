import CleanAppsCore
import CleanAppsDataCore
import Foundation
import WaterDomain

/// The live ``WaterDomain/WaterSourcesClient``: the sources in `water.json` in the data directory.
///
/// A first run reads the starting sources (bundled with CleanApps) and writes nothing; the
/// first save writes them all with the change. Saves and resets take the store's
/// cross-process lock and replace the file atomically, so a failed save leaves the previous
/// file, and two running `cleanapps` never lose each other's changes: ``update(id:_:)``
/// applies its change to the source as re-read under the lock.
/// A damaged file is moved aside by the store (with a notice) and the starting sources
/// return; a file whose content is valid JSON but not valid sources (a latitude of 200, a
/// percentage of 150) is reported by ``load()`` and fixed by ``reset()``.
public struct StoredWaterSourcesClient: WaterSourcesClient {
    /// The file name inside the data directory.
    public static let fileName = "water.json"
    /// Gives the sources for a first run and for ``reset()``.
    public typealias StartingSources = @Sendable () throws -> [WaterSource]

    private let store: JSONDocumentStore<WaterSourcesDocument>
    private let startingSources: StartingSources

    /// Sources in `directory/water.json`; problems with the file are reported on `notices`.
    ///
    /// - Parameters:
    ///   - directory: the data folder.
    ///   - notices: where problems with the file are reported.
    ///   - now: the clock for the store's timestamps.
    ///   - startingSources: the sources before any change (default: the bundled ones); it
    ///     throws ``WaterDomain/WaterError`` when they cannot be read.
    public init(
        directory: URL, notices: NoticeBoard, now: @escaping Now = { Date() },
        startingSources: @escaping StartingSources = BundledWaterData.sources
    ) {
        store = JSONDocumentStore(
            directory: directory, fileName: Self.fileName, schemaVersion: 1, notices: notices,
            now: now, makeDefault: { WaterSourcesDocument(sources: nil) })
        self.startingSources = startingSources
    }

    /// Where the sources are kept.
    public var fileURL: URL { store.fileURL }

    /// Every source, in their stored order.
    public func load() async throws -> [WaterSource] {
        let document: WaterSourcesDocument
        do {
            document = try store.load()
        } catch let error as StoreError {
            throw WaterError.loadFailed(error.message)
        }
        return try sources(in: document)
    }

    /// Stores `source` in place of the one with its id, or appends it when there is none.
    public func save(_ source: WaterSource) async throws {
        try write { document in
            var sources = try document.sources ?? startingSources().map(WaterSourceDTO.init)
            let dto = WaterSourceDTO(source)
            if let index = sources.firstIndex(where: { $0.id == dto.id }) {
                sources[index] = dto
            } else {
                sources.append(dto)
            }
            document.sources = sources
        }
    }

    /// Applies `change` to the stored source with `id` and stores the result in one step: the
    /// source is read again where changes are serialised (the store's lock), so a change made
    /// meanwhile by another screen or process to the same source is kept.
    public func update(
        id: WaterSource.ID, _ change: @escaping @Sendable (WaterSource) -> WaterSource
    ) async throws -> (before: WaterSource, after: WaterSource) {
        try write { document in
            var sources = try document.sources ?? startingSources().map(WaterSourceDTO.init)
            guard let index = sources.firstIndex(where: { $0.id == id.rawValue }) else {
                throw WaterError.notFound(id: id)
            }
            let before: WaterSource
            do throws(InvalidWaterData) {
                before = try sources[index].toDomain()
            } catch {
                throw damaged(error, whileSaving: true)
            }
            let after = change(before)
            sources[index] = WaterSourceDTO(after)
            document.sources = sources
            return (before, after)
        }
    }

    /// Keeps the replaced file as `water.json.backup-1` (the last three), for
    /// ``restorePreviousSources()``.
    public func reset() async throws {
        let sources = try startingSources().map(WaterSourceDTO.init)
        do {
            try store.change(keepingBackup: true) { _ in
                (WaterSourcesDocument(sources: sources), ())
            }
        } catch let error as StoreError {
            throw WaterError.saveFailed(error.message)
        }
    }

    /// The sources as they were before the last reset, or nil when none is kept.
    public func previousSources() async throws -> [WaterSource]? {
        let backup: WaterSourcesDocument?
        do {
            backup = try store.loadBackup()
        } catch {
            throw WaterError.loadFailed(error.message)
        }
        return try backup.map(sources(in:))
    }

    // NB: the whole file before the reset comes back, like `directory undo`: cleaning done
    // after the reset is replaced by the progress kept from before it (the prompt says so).
    /// Puts the sources back as they were before the last reset and returns them (nil, and nothing
    /// changed, when none is kept); earlier resets stay for further undos.
    public func restorePreviousSources() async throws -> [WaterSource]? {
        let restored: WaterSourcesDocument?
        do {
            restored = try store.restoreBackup()
        } catch let error as StoreError {
            throw WaterError.saveFailed(error.message)
        }
        return try restored.map(sources(in:))
    }

    /// The sources `document` holds (the starting ones when it holds none yet).
    private func sources(in document: WaterSourcesDocument) throws -> [WaterSource] {
        guard let sources = document.sources else { return try startingSources() }
        do {
            return try sources.toDomain()
        } catch {
            throw damaged(error, whileSaving: false)
        }
    }

    /// Says that the file holds sources that cannot be used.
    private func damaged(_ error: InvalidWaterData, whileSaving: Bool) -> WaterError {
        .damagedFile(path: fileURL.path, reason: error.reason, whileSaving: whileSaving)
    }

    private func write<Result>(_ change: (inout WaterSourcesDocument) throws -> Result) throws
        -> Result
    {
        do {
            return try store.update(change)
        } catch let error as StoreError {
            throw WaterError.saveFailed(error.message)
        }
    }
}
