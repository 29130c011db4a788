import Archive
import Foundation
import Testing

@Suite struct ZipArchiveTests {
    static let toolArchives = [
        "python-cli.zip", "python-deflate.zip", "python-deflate-1.zip", "python-deflate-9.zip",
        "python-stored.zip", "infozip-0.zip", "infozip-1.zip", "infozip-6.zip", "infozip-9.zip",
        "infozip-comment.zip",
    ]

    @Test(arguments: toolArchives, ArchiveSource.allCases)
    func contents_archiveMadeByOtherTool_matchesSourceFiles(name: String, source: ArchiveSource)
        throws
    {
        let archive = try source.open(fixture: name)

        for source in ArchiveFixtures.sourceNames {
            let entryName =
                name == "python-cli.zip"
                ? source.replacingOccurrences(of: "nested/", with: "") : source
            let entry = try #require(archive.entry(named: entryName), "\(name) lacks \(entryName)")
            #expect(
                try archive.contents(of: entry) == ArchiveFixtures.source(source),
                "\(name): \(entryName)")
        }
    }

    @Test(arguments: ArchiveSource.allCases)
    func entries_storedArchive_useMethodStored(source: ArchiveSource) throws {
        let archive = try source.open(fixture: "infozip-0.zip")

        #expect(archive.entries.filter { !$0.isDirectory }.allSatisfy { $0.method == .stored })
    }

    @Test(arguments: ArchiveSource.allCases)
    func contents_streamedArchiveWithDataDescriptors_matchesSource(source: ArchiveSource) throws {
        let archive = try source.open(fixture: "streamed.zip")

        let contents = try archive.contents(ofEntryNamed: "-")

        #expect(contents == (try ArchiveFixtures.source("hangul.txt")))
    }

    @Test(arguments: ArchiveSource.allCases)
    func init_zip64Archive_throwsUnsupported(source: ArchiveSource) throws {
        let bytes = try ArchiveFixtures.bytes("zip64.zip")

        #expect(throws: ArchiveError.unsupported("ZIP64")) { try source.open(bytes) }
    }

    @Test(arguments: ArchiveSource.allCases)
    func init_entryCompressingBetterThanLimit_throwsTooLarge(source: ArchiveSource) throws {
        let bytes = try ArchiveFixtures.bytes("bomb.zip")

        let error = #expect(throws: ArchiveError.self) { try source.open(bytes) }

        guard case .tooLarge(let detail) = error else {
            Issue.record("expected tooLarge, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("1000:1"))
    }

    @Test(arguments: ArchiveSource.allCases)
    func init_totalAboveLimit_throwsTooLarge(source: ArchiveSource) throws {
        let bytes = try ArchiveFixtures.bytes("python-stored.zip")
        let limits = ZipLimits(
            maxTotalUncompressedSize: 50_000, maxCompressionRatio: 1000, maxEntryCount: 100,
            maxArchiveSize: 1_000_000)

        #expect(throws: ArchiveError.tooLarge("its entries unpack to more than 50000 bytes")) {
            try source.open(bytes, limits: limits)
        }
    }

    @Test(arguments: ArchiveSource.allCases)
    func init_atTheEntryLimit_opens_andOneEntryMore_throwsTooLarge(source: ArchiveSource) throws {
        let bytes = try ArchiveFixtures.bytes("python-stored.zip")
        let count = try source.open(bytes).entries.count
        func limits(entries: Int) -> ZipLimits {
            ZipLimits(
                maxTotalUncompressedSize: 1 << 20, maxCompressionRatio: 1000,
                maxEntryCount: entries, maxArchiveSize: 1_000_000)
        }

        #expect(try source.open(bytes, limits: limits(entries: count)).entries.count == count)
        #expect(throws: ArchiveError.tooLarge("it has more than \(count - 1) entries")) {
            try source.open(bytes, limits: limits(entries: count - 1))
        }
    }

    @Test(
        arguments: [
            [UInt8](), Array("hello, this is not a zip file at all".utf8),
            [UInt8](repeating: 0, count: 5000),
        ], ArchiveSource.allCases)
    func init_notAZip_throwsNotAnArchive(bytes: [UInt8], source: ArchiveSource) {
        #expect(throws: ArchiveError.notAnArchive) { try source.open(bytes) }
    }

    @Test func init_missingFile_throwsUnreadableFile() {
        let url = URL(fileURLWithPath: "/nonexistent/archive.zip")

        #expect(throws: ArchiveError.unreadableFile("archive.zip")) {
            try ZipArchive(contentsOf: url)
        }
    }

    @Test(arguments: ArchiveSource.allCases)
    func contents_unknownName_throwsEntryNotFound(source: ArchiveSource) throws {
        let archive = try source.open(fixture: "infozip-6.zip")

        #expect(throws: ArchiveError.entryNotFound("../etc/passwd")) {
            try archive.contents(ofEntryNamed: "../etc/passwd")
        }
    }

    @Test(arguments: ArchiveSource.allCases)
    func init_truncatedAtEveryOffset_throwsOrReadsCleanly(source: ArchiveSource) throws {
        let bytes = try ArchiveFixtures.bytes("infozip-comment.zip")
        var refused = 0

        for length in stride(from: 0, to: bytes.count, by: 7) {
            do {
                let archive = try source.open(Array(bytes[..<length]))
                for entry in archive.entries { _ = try archive.contents(of: entry) }
            } catch {
                refused += 1
            }
        }

        #expect(refused == (bytes.count + 6) / 7)
    }

    @Test(arguments: ArchiveSource.allCases)
    func contents_everyByteFlipped_failsCleanlyOrMatchesSource(source: ArchiveSource) throws {
        let bytes = try ArchiveFixtures.bytes("small.zip")
        let hangul = try ArchiveFixtures.source("hangul.txt")
        let sources = [
            "tiny.txt": try ArchiveFixtures.source("tiny.txt"),
            "nested/file.txt": try ArchiveFixtures.source("nested/file.txt"),
            "empty.txt": [], "hangul-part.txt": Array(hangul[..<3000]),
        ]
        var corrupted = 0
        var readable = 0

        for offset in bytes.indices {
            var damaged = bytes
            damaged[offset] ^= 0x5A
            do {
                let archive = try source.open(damaged)
                for entry in archive.entries {
                    let contents = try archive.contents(of: entry)
                    // NB: a flipped name byte renames an entry; its bytes must still be right.
                    if sources.values.contains(contents) { readable += 1 } else { corrupted += 1 }
                }
            } catch {
                continue
            }
        }

        #expect(corrupted == 0)
        #expect(readable > 0)
    }

    @Test(arguments: ArchiveSource.allCases)
    func contents_declaredSizeTooLarge_throwsSizeMismatch(source: ArchiveSource) throws {
        var bytes = try ArchiveFixtures.bytes("infozip-9.zip")
        let archive = try source.open(bytes)
        let entry = try #require(archive.entry(named: "tiny.txt"))
        let offset = try centralEntryOffset(named: "tiny.txt", in: bytes)
        patch32(&bytes, at: offset + 24, value: UInt32(entry.uncompressedSize + 5))

        let lying = try source.open(bytes)

        #expect(throws: ArchiveError.sizeMismatch(entry: "tiny.txt", declared: 16, actual: "11")) {
            try lying.contents(ofEntryNamed: "tiny.txt")
        }
    }

    @Test(arguments: ArchiveSource.allCases)
    func contents_declaredSizeTooSmall_throwsSizeMismatch(source: ArchiveSource) throws {
        var bytes = try ArchiveFixtures.bytes("infozip-9.zip")
        let offset = try centralEntryOffset(named: "hangul.txt", in: bytes)
        patch32(&bytes, at: offset + 24, value: 1000)

        let lying = try source.open(bytes)

        #expect(
            throws: ArchiveError.sizeMismatch(
                entry: "hangul.txt", declared: 1000, actual: "more than 1000")
        ) {
            try lying.contents(ofEntryNamed: "hangul.txt")
        }
    }

    @Test(arguments: ArchiveSource.allCases)
    func contents_wrongChecksum_throwsChecksumMismatch(source: ArchiveSource) throws {
        var bytes = try ArchiveFixtures.bytes("infozip-9.zip")
        let offset = try centralEntryOffset(named: "hangul.txt", in: bytes)
        bytes[offset + 16] ^= 1

        let archive = try source.open(bytes)

        #expect(throws: ArchiveError.checksumMismatch(entry: "hangul.txt")) {
            try archive.contents(ofEntryNamed: "hangul.txt")
        }
    }

    @Test(arguments: ArchiveSource.allCases)
    func contents_encryptedFlag_throwsUnsupported(source: ArchiveSource) throws {
        var bytes = try ArchiveFixtures.bytes("infozip-9.zip")
        let offset = try centralEntryOffset(named: "tiny.txt", in: bytes)
        bytes[offset + 8] |= 1

        let archive = try source.open(bytes)

        #expect(throws: ArchiveError.unsupported("encryption")) {
            try archive.contents(ofEntryNamed: "tiny.txt")
        }
    }

    @Test(arguments: ArchiveSource.allCases)
    func contents_unknownMethod_throwsUnsupported(source: ArchiveSource) throws {
        var bytes = try ArchiveFixtures.bytes("infozip-9.zip")
        let offset = try centralEntryOffset(named: "tiny.txt", in: bytes)
        bytes[offset + 10] = 14

        let archive = try source.open(bytes)

        #expect(archive.entry(named: "tiny.txt")?.method == .other(14))
        #expect(throws: ArchiveError.unsupported("compression method 14 for \"tiny.txt\"")) {
            try archive.contents(ofEntryNamed: "tiny.txt")
        }
    }

    @Test(arguments: ArchiveSource.allCases)
    func init_duplicateNames_throwsCorrupt(source: ArchiveSource) throws {
        var bytes = try ArchiveFixtures.bytes("infozip-9.zip")
        let other = try centralEntryOffset(named: "zeros.bin", in: bytes)
        bytes.replaceSubrange(other + 46..<other + 46 + 9, with: Array("empty.txt".utf8))

        #expect(throws: ArchiveError.corrupt("two entries are named \"empty.txt\"")) {
            try source.open(bytes)
        }
    }

    @Test(arguments: ArchiveSource.allCases)
    func init_traversalName_isJustAName(source: ArchiveSource) throws {
        var bytes = try ArchiveFixtures.bytes("infozip-9.zip")
        let offset = try centralEntryOffset(named: "tiny.txt", in: bytes)
        bytes.replaceSubrange(offset + 46..<offset + 46 + 8, with: Array("../a.txt".utf8))

        let archive = try source.open(bytes)

        #expect(archive.entry(named: "../a.txt")?.uncompressedSize == 11)
        #expect(try archive.contents(ofEntryNamed: "../a.txt") == Array("hello, zip\n".utf8))
    }

    // MARK: Helpers

    /// Where the central-directory record of `name` starts.
    private func centralEntryOffset(named name: String, in bytes: [UInt8]) throws -> Int {
        let signature: [UInt8] = [0x50, 0x4B, 0x01, 0x02]
        let nameBytes = Array(name.utf8)
        for offset in 0..<(bytes.count - 46) where Array(bytes[offset..<offset + 4]) == signature {
            let length = Int(bytes[offset + 28]) | Int(bytes[offset + 29]) << 8
            if length == nameBytes.count,
                Array(bytes[offset + 46..<offset + 46 + length]) == nameBytes
            {
                return offset
            }
        }
        throw ArchiveError.entryNotFound(name)
    }

    private func patch32(_ bytes: inout [UInt8], at offset: Int, value: UInt32) {
        for index in 0..<4 {
            bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index))
        }
    }
}
