/// Parses the end-of-central-directory record and the central directory of a zip archive.
struct ZipCentralDirectory {
    private static let endSignature: UInt32 = 0x0605_4B50
    private static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    private static let entrySignature: UInt32 = 0x0201_4B50
    private static let localSignature: UInt32 = 0x0403_4B50
    private static let endRecordSize = 22
    private static let entryHeaderSize = 46
    private static let localHeaderSize = 30

    let entries: [ZipEntry]

    /// Reads the records from the archive's tail: the end record (and a ZIP64 locator before
    /// it), then the central directory.
    init(source: ZipByteSource, limits: ZipLimits) throws(ArchiveError) {
        // NB: the end record, a comment of up to 65,535 bytes, and the 20-byte locator before.
        let tail = try source.region(
            max(0, source.count - Self.endRecordSize - 0xFFFF - 20)..<source.count)
        let end = try Self.findEndRecord(in: tail)
        let (range, entryCount) = try Self.declaredDirectory(
            in: tail, endRecord: end, limits: limits)
        let directory = try source.region(range)
        var entries: [ZipEntry] = []
        entries.reserveCapacity(entryCount)
        var cursor = range.lowerBound
        var total = 0
        for _ in 0..<entryCount {
            let (entry, next) = try Self.readEntry(in: directory, at: cursor)
            try Self.check(entry, limits: limits)
            total += entry.uncompressedSize
            guard total <= limits.maxTotalUncompressedSize else {
                throw .tooLarge(
                    "its entries unpack to more than \(limits.maxTotalUncompressedSize) bytes")
            }
            entries.append(entry)
            cursor = next
        }
        self.entries = entries
    }

    /// Where the central directory lies and how many entries it holds, as the end record at
    /// `end` of `tail` declares them, once the declaration is found possible: before the end
    /// record, with room for each entry's fixed header, within the limits. Nothing is read
    /// for a declaration that cannot hold, and only the declared bytes for one that can.
    ///
    /// NB: read from its offset to the end record instead, a directory whose offset pointed
    /// early cost reading up to the whole archive before its first entry was refused.
    static func declaredDirectory(in tail: ZipRegion, endRecord end: Int, limits: ZipLimits)
        throws(ArchiveError) -> (range: Range<Int>, entryCount: Int)
    {
        let disk = tail.uint16(at: end + 4)
        let directoryDisk = tail.uint16(at: end + 6)
        let entriesOnDisk = Int(tail.uint16(at: end + 8))
        let entryCount = Int(tail.uint16(at: end + 10))
        let directorySize = Int(tail.uint32(at: end + 12))
        let directoryOffset = Int(tail.uint32(at: end + 16))
        if end >= 20, tail.uint32(at: end - 20) == Self.zip64LocatorSignature {
            throw .unsupported("ZIP64")
        }
        if entryCount == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            throw .unsupported("ZIP64")
        }
        guard disk == 0, directoryDisk == 0, entriesOnDisk == entryCount else {
            throw .unsupported("several disks")
        }
        guard entryCount <= limits.maxEntryCount else {
            throw .tooLarge("it has more than \(limits.maxEntryCount) entries")
        }
        guard directoryOffset + directorySize <= end else {
            throw .truncated("the central directory lies outside the file")
        }
        guard directorySize >= entryCount * entryHeaderSize else {
            throw .corrupt("the central directory is too small for its \(entryCount) entries")
        }
        guard directorySize <= limits.maxCentralDirectorySize else {
            throw .tooLarge(
                "its central directory is larger than \(limits.maxCentralDirectorySize) bytes")
        }
        return (directoryOffset..<directoryOffset + directorySize, entryCount)
    }

    /// Searches backwards over a possible archive comment (at most 65,535 bytes), preferring
    /// a record whose comment ends exactly at the end of the file (a comment may itself
    /// contain the signature).
    private static func findEndRecord(in bytes: ZipRegion) throws(ArchiveError) -> Int {
        guard bytes.end >= endRecordSize else { throw .notAnArchive }
        let lowest = max(0, bytes.end - endRecordSize - 0xFFFF)
        var offset = bytes.end - endRecordSize
        var fallback: Int?
        while offset >= lowest {
            if bytes.uint32(at: offset) == endSignature {
                let end = offset + endRecordSize + Int(bytes.uint16(at: offset + 20))
                if end == bytes.end { return offset }
                if end < bytes.end, fallback == nil { fallback = offset }
            }
            offset -= 1
        }
        guard let fallback else { throw .notAnArchive }
        return fallback
    }

    /// The entry whose record starts at `offset` in `bytes` (which end where the declared
    /// central directory ends), and where the next record starts.
    private static func readEntry(in bytes: ZipRegion, at offset: Int)
        throws(ArchiveError) -> (ZipEntry, next: Int)
    {
        let limit = bytes.end
        guard offset + entryHeaderSize <= limit else {
            throw .truncated("a central directory entry is cut off")
        }
        guard bytes.uint32(at: offset) == entrySignature else {
            throw .corrupt("a central directory entry has a bad signature")
        }
        let flags = bytes.uint16(at: offset + 8)
        let methodNumber = bytes.uint16(at: offset + 10)
        let checksum = bytes.uint32(at: offset + 16)
        let compressedSize = Int(bytes.uint32(at: offset + 20))
        let uncompressedSize = Int(bytes.uint32(at: offset + 24))
        let nameLength = Int(bytes.uint16(at: offset + 28))
        let extraLength = Int(bytes.uint16(at: offset + 30))
        let commentLength = Int(bytes.uint16(at: offset + 32))
        let diskStart = bytes.uint16(at: offset + 34)
        let localHeaderOffset = Int(bytes.uint32(at: offset + 42))
        let next = offset + entryHeaderSize + nameLength + extraLength + commentLength
        guard next <= limit else { throw .truncated("a central directory entry is cut off") }
        if compressedSize == 0xFFFF_FFFF || uncompressedSize == 0xFFFF_FFFF
            || localHeaderOffset == 0xFFFF_FFFF || diskStart == 0xFFFF
        {
            throw .unsupported("ZIP64")
        }
        let nameStart = offset + entryHeaderSize
        let name = String(
            decoding: bytes.slice(at: nameStart, count: nameLength), as: UTF8.self)
        let method: ZipEntry.Method =
            switch methodNumber {
            case 0: .stored
            case 8: .deflated
            default: .other(methodNumber)
            }
        let entry = ZipEntry(
            name: name, method: method, compressedSize: compressedSize,
            uncompressedSize: uncompressedSize, checksum: checksum, isEncrypted: flags & 1 != 0,
            localHeaderOffset: localHeaderOffset)
        return (entry, next)
    }

    private static func check(_ entry: ZipEntry, limits: ZipLimits) throws(ArchiveError) {
        guard entry.uncompressedSize > 0, entry.method == .deflated else { return }
        guard entry.compressedSize > 0,
            entry.uncompressedSize / entry.compressedSize <= limits.maxCompressionRatio
        else {
            throw .tooLarge(
                "\"\(entry.name)\" claims to compress better than "
                    + "\(limits.maxCompressionRatio):1")
        }
    }

    /// Where the packed bytes of `entry` lie, after checking its local header.
    static func dataRange(of entry: ZipEntry, in source: ZipByteSource) throws(ArchiveError)
        -> Range<Int>
    {
        let offset = entry.localHeaderOffset
        guard offset + localHeaderSize <= source.count else {
            throw .truncated("the local header of \"\(entry.name)\" lies outside the file")
        }
        let bytes = try source.region(offset..<offset + localHeaderSize)
        guard bytes.uint32(at: offset) == localSignature else {
            throw .corrupt("the local header of \"\(entry.name)\" has a bad signature")
        }
        let nameLength = Int(bytes.uint16(at: offset + 26))
        let extraLength = Int(bytes.uint16(at: offset + 28))
        let start = offset + localHeaderSize + nameLength + extraLength
        guard start + entry.compressedSize <= source.count else {
            throw .truncated("the data of \"\(entry.name)\" runs past the end of the file")
        }
        return start..<start + entry.compressedSize
    }
}
