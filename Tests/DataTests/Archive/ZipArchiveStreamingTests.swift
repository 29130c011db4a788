import Archive
import Foundation
import Testing

/// Reading an entry a run at a time: the same bytes as reading it whole, the same checks, and
/// an early stop that reads no further.
@Suite struct ZipArchiveStreamingTests {
    func streamed(_ archive: ZipArchive, _ entry: ZipEntry) throws -> (bytes: [UInt8], runs: [Int])
    {
        var bytes: [UInt8] = []
        var runs: [Int] = []
        let whole = try archive.streamContents(of: entry) { run in
            bytes += run
            runs.append(run.count)
            return true
        }
        #expect(whole)
        return (bytes, runs)
    }

    @Test(
        arguments: ["infozip-0.zip", "infozip-9.zip", "python-deflate-1.zip"],
        ArchiveSource.allCases)
    func streamContents_everyEntry_equalsContents(name: String, source: ArchiveSource) throws {
        let archive = try source.open(fixture: name)

        for entry in archive.entries where !entry.isDirectory {
            let (bytes, runs) = try streamed(archive, entry)

            #expect(bytes == (try archive.contents(of: entry)), "\(name): \(entry.name)")
            #expect(runs.allSatisfy { $0 <= Inflate.largestRun })
        }
    }

    /// infozip-9.zip with the central directory's CRC-32 of hangul.txt off by one bit.
    func archiveWithWrongChecksum(from source: ArchiveSource) throws -> (ZipArchive, ZipEntry) {
        var bytes = try ArchiveFixtures.bytes("infozip-9.zip")
        let entry = try #require(try ZipArchive(bytes: bytes).entry(named: "hangul.txt"))
        let checksum = withUnsafeBytes(of: entry.checksum.littleEndian, Array.init)
        // NB: the last copy of the CRC is the central directory's, which the reader trusts.
        let offset = try #require(
            bytes.indices.dropLast(3).last { bytes[$0..<$0 + 4].elementsEqual(checksum) })
        bytes[offset] ^= 1
        let archive = try source.open(bytes)
        return (archive, try #require(archive.entry(named: "hangul.txt")))
    }

    @Test(arguments: ArchiveSource.allCases)
    func streamContents_wrongChecksum_throwsChecksumMismatch(source: ArchiveSource) throws {
        let (archive, entry) = try archiveWithWrongChecksum(from: source)

        #expect(throws: ArchiveError.checksumMismatch(entry: "hangul.txt")) {
            try streamed(archive, entry)
        }
    }

    @Test(arguments: ArchiveSource.allCases)
    func streamContents_consumerStopping_returnsFalseAndChecksNothing(source: ArchiveSource) throws
    {
        let (archive, entry) = try archiveWithWrongChecksum(from: source)
        var runs = 0

        let whole = try archive.streamContents(of: entry) { _ in
            runs += 1
            return false
        }

        #expect(!whole)
        #expect(runs == 1)
    }
}
