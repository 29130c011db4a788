import Archive
import CleanAppsTestSupport
import Foundation
import Testing

/// An archive read from its file: a file cut short or changed after it was opened is refused
/// cleanly, never read as other bytes.
@Suite struct ZipArchiveFileTests {
    private let folder: TemporaryDirectory
    private let url: URL
    private let archive: ZipArchive

    init() throws {
        folder = try TemporaryDirectory()
        url = folder.appending("archive.zip")
        try Foundation.Data(try ArchiveFixtures.bytes("infozip-9.zip")).write(to: url)
        archive = try ZipArchive(contentsOf: url)
    }

    /// What reading each entry gives: its bytes, or the error.
    private func readEveryEntry() -> [Result<[UInt8], ArchiveError>] {
        archive.entries.map { entry in
            Result { () throws(ArchiveError) in
                try archive.contents(of: entry)
            }
        }
    }

    /// Whether `result` is the entry's true content.
    private func isSource(_ result: Result<[UInt8], ArchiveError>, of entry: ZipEntry) throws
        -> Bool
    {
        guard case .success(let bytes) = result else { return false }
        return entry.isDirectory ? bytes.isEmpty : bytes == (try ArchiveFixtures.source(entry.name))
    }

    @Test func contents_fileEmptiedAfterOpening_throwsTruncated() throws {
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        try handle.close()

        let results = readEveryEntry()

        for result in results {
            guard case .failure(.truncated) = result else {
                Issue.record("expected truncated, got \(result)")
                continue
            }
        }
    }

    @Test func contents_fileCutInHalfAfterOpening_readsOrThrowsTruncated() throws {
        let size = try #require(
            try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(size / 2))
        try handle.close()

        let results = readEveryEntry()

        var refused = 0
        for (entry, result) in zip(archive.entries, results) {
            if case .failure(.truncated) = result {
                refused += 1
            } else {
                #expect(try isSource(result, of: entry), "\(entry.name): \(result)")
            }
        }
        #expect(refused > 0)
        #expect(refused < results.count)
    }

    @Test func contents_fileChangedAfterOpening_readsOrFailsItsChecks() throws {
        let size = try #require(
            try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        let handle = try FileHandle(forUpdating: url)
        try handle.seek(toOffset: UInt64(size / 4))
        try handle.write(contentsOf: [UInt8](repeating: 0x5A, count: size / 4))
        try handle.close()

        let results = readEveryEntry()

        var refused = 0
        for (entry, result) in zip(archive.entries, results) {
            if case .failure = result {
                refused += 1
            } else {
                #expect(try isSource(result, of: entry), "\(entry.name): \(result)")
            }
        }
        #expect(refused > 0)
    }

    @Test func init_folder_throwsUnreadableFile() {
        #expect(throws: ArchiveError.unreadableFile(folder.url.lastPathComponent)) {
            try ZipArchive(contentsOf: folder.url)
        }
    }

    @Test func init_fileOverArchiveLimit_throwsTooLarge() {
        let limits = ZipLimits(
            maxTotalUncompressedSize: 1 << 20, maxCompressionRatio: 1000, maxEntryCount: 100,
            maxArchiveSize: 1000)

        #expect(throws: ArchiveError.tooLarge("the archive is larger than 1000 bytes")) {
            try ZipArchive(contentsOf: url, limits: limits)
        }
    }
}
