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
                Self.replaceDisposably(cacheFile, with: data)
            }
        }
        return version
    }

    /// Everything in the workbook (never cached).
    public func read() async throws -> DirectoryWorkbook {
        try await source.read()
    }

    /// Replaces `file` with `data` by a rename, so a reader sees the old or the new entry,
    /// without flushing either to the disk: a crash may leave the old entry, none or a
    /// damaged one, each of which only costs one read of the `info` sheet.
    ///
    /// NB: a durable write flushed the file and its folder (two `fsync` calls, 1–7 ms of a
    /// 300-person import into a fresh data folder on a busy disk) for a cache.
    private static func replaceDisposably(_ file: URL, with data: Data) {
        let temporary = DurableFile.temporaryPath(for: file)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let closed = close(descriptor) == 0
        guard written == data.count, closed, rename(temporary, file.path) == 0 else {
            unlink(temporary)
            return
        }
    }

    private func cachedEntry() -> Entry? {
        guard case .bytes(let data) = DurableFile.read(cacheFile) else { return nil }
        return try? JSONDecoder().decode(Entry.self, from: data)
    }
}
