import CleanAppsTestSupport
import Foundation
import Testing

@testable import ArchiveKit

/// The central directory is read as its end record declares it, never from its offset to the
/// end of the file: a declaration that cannot hold (outside the file, smaller than its entries,
/// past the limit) is refused before anything is read, and entries past the declared size are
/// not read at all.
@Suite struct ZipCentralDirectoryBoundsTests {
    /// An archive without a comment: its end record is its last 22 bytes.
    static func archive() throws -> [UInt8] {
        try ArchiveFixtures.bytes("infozip-9.zip")
    }

    static func endRecord(of bytes: [UInt8]) -> Int { bytes.count - 22 }

    static func field(_ bytes: [UInt8], at offset: Int, width: Int) -> Int {
        (0..<width).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }

    static func patch(_ bytes: inout [UInt8], at offset: Int, width: Int, value: Int) {
        for index in 0..<width {
            bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index))
        }
    }

    /// `bytes` with the end record declaring `count` entries, `size` bytes at `offset`.
    static func declaring(_ bytes: [UInt8], count: Int? = nil, size: Int? = nil, offset: Int? = nil)
        -> [UInt8]
    {
        var lied = bytes
        let end = endRecord(of: bytes)
        if let count {
            patch(&lied, at: end + 8, width: 2, value: count)
            patch(&lied, at: end + 10, width: 2, value: count)
        }
        if let size { patch(&lied, at: end + 12, width: 4, value: size) }
        if let offset { patch(&lied, at: end + 16, width: 4, value: offset) }
        return lied
    }

    @Test func declaredDirectory_overGeneratedLies_isTheDeclaredRangeOrRefusedAtOnce() throws {
        let original = try Self.archive()
        let end = Self.endRecord(of: original)
        let trueCount = Self.field(original, at: end + 10, width: 2)
        var generator = SeededGenerator(seed: 35)
        var limits = ZipLimits.standard
        limits.maxCentralDirectorySize = 2_000

        for _ in 0..<2_000 {
            let count =
                Bool.random(using: &generator)
                ? trueCount : Int.random(in: 0...60, using: &generator)
            let size = Int.random(in: 0...(end + 100), using: &generator)
            let offset = Int.random(in: 0...(end + 100), using: &generator)
            let bytes = Self.declaring(original, count: count, size: size, offset: offset)
            let tail = ZipRegion(bytes: bytes[...], offset: 0)

            let result = Result { () throws(ArchiveError) in
                try ZipCentralDirectory.declaredDirectory(in: tail, endRecord: end, limits: limits)
            }

            let fits = offset + size <= end && size >= 46 * count && size <= 2_000
            switch result {
            case .success(let declared):
                #expect(fits)
                #expect(declared.range == offset..<offset + size)
                #expect(declared.entryCount == count)
            case .failure(let error):
                #expect(!fits, "\(error) for \(count) entries, \(size) bytes at \(offset)")
            }
        }
    }

    @Test(arguments: ArchiveSource.allCases)
    func directory_offsetPointingEarly_isRefusedWithoutReadingToTheEnd(source: ArchiveSource)
        throws
    {
        let original = try Self.archive()

        #expect(throws: ArchiveError.corrupt("a central directory entry has a bad signature")) {
            try source.open(Self.declaring(original, offset: 0))
        }
    }

    @Test(arguments: ArchiveSource.allCases)
    func entries_pastTheDeclaredSize_areNotRead(source: ArchiveSource) throws {
        let original = try Self.archive()
        let end = Self.endRecord(of: original)
        let size = Self.field(original, at: end + 12, width: 4)

        #expect(throws: ArchiveError.truncated("a central directory entry is cut off")) {
            try source.open(Self.declaring(original, size: size - 1))
        }
    }

    @Test(arguments: ArchiveSource.allCases)
    func directory_smallerThanItsEntries_isRefusedAsCorrupt(source: ArchiveSource) throws {
        let original = try Self.archive()
        let end = Self.endRecord(of: original)
        let count = Self.field(original, at: end + 10, width: 2)

        #expect(
            throws: ArchiveError.corrupt(
                "the central directory is too small for its \(count) entries")
        ) {
            try source.open(
                Self.declaring(original, size: 46 * count - 1, offset: end - (46 * count - 1)))
        }
    }

    @Test(arguments: ArchiveSource.allCases)
    func directory_overTheLimit_isRefusedAsTooLarge(source: ArchiveSource) throws {
        var limits = ZipLimits.standard
        limits.maxCentralDirectorySize = 100

        #expect(
            throws: ArchiveError.tooLarge("its central directory is larger than 100 bytes")
        ) {
            try source.open(try Self.archive(), limits: limits)
        }
    }
}
