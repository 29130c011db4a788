import CleanAppsDataCore
import DirectoryDomain
import Foundation
import Spreadsheet

/// A workbook file whose version is remembered by the file's fingerprint, so a launch with
/// nothing to sync never opens the workbook.
///
/// ``version()`` compares the workbook's current `FileFingerprint` (device, inode, size,
/// modification time) with the one in `cacheFile`; on a match it returns the cached version
/// without touching the workbook, otherwise it reads the `info` sheet and rewrites the cache.
/// The cache is disposable: a missing, damaged or unwritable cache only costs one read.
public struct VersionCachingWorkbookSource: DirectoryWorkbookSource {
    private struct Entry: Codable, Equatable {
        var path: String
        var fingerprint: FileFingerprint
        var version: String
    }

    /// The workbook.
    public let source: XLSXDirectoryWorkbookSource
    /// The small JSON file holding the cached version (usually in the cache directory).
    public let cacheFile: URL

    /// Caches `source`'s version in `cacheFile`.
    public init(source: XLSXDirectoryWorkbookSource, cacheFile: URL) {
        self.source = source
        self.cacheFile = cacheFile
    }

    /// The workbook's version, from the cache when the workbook is unchanged.
    ///
    /// - Throws: ``DirectoryError`` when the workbook must be read and cannot be.
    public func version() async throws -> SemanticVersion {
        let fingerprint = FileFingerprint.of(source.url)
        if let fingerprint, let entry = cachedEntry(), entry.path == source.url.path,
            entry.fingerprint == fingerprint, let version = SemanticVersion(entry.version)
        {
            return version
        }
        let version = try await source.version()
        if let fingerprint {
            let entry = Entry(
                path: source.url.path, fingerprint: fingerprint, version: version.description)
            if let data = try? JSONEncoder().encode(entry) {
                try? DurableFile.makeDirectory(cacheFile.deletingLastPathComponent())
                try? DurableFile.writeAtomically(data, to: cacheFile)
            }
        }
        return version
    }

    /// Everything in the workbook (never cached).
    public func read() async throws -> DirectoryWorkbook {
        try await source.read()
    }

    private func cachedEntry() -> Entry? {
        guard case .bytes(let data) = DurableFile.read(cacheFile) else { return nil }
        return try? JSONDecoder().decode(Entry.self, from: data)
    }
}
