/// Where a ``ZipArchive``'s bytes come from: an array in memory, or a file read as needed.
///
/// Both serve the same two requests, so one parser reads both: a region of bytes (the
/// records), and a copy into a buffer (an entry's packed bytes, piece by piece).
enum ZipByteSource: Sendable {
    case memory([UInt8])
    case file(ZipFile)

    /// The number of bytes (for a file, its size when it was opened).
    var count: Int {
        switch self {
        case .memory(let bytes): bytes.count
        case .file(let file): file.count
        }
    }

    /// The bytes in `range`, which lies within ``count``.
    ///
    /// - Throws: ``ArchiveError/truncated(_:)`` when the file has become shorter, or
    ///   ``ArchiveError/unreadableFile(_:)`` when it cannot be read.
    func region(_ range: Range<Int>) throws(ArchiveError) -> ZipRegion {
        switch self {
        case .memory(let bytes):
            return ZipRegion(bytes: bytes[range], offset: range.lowerBound)
        case .file(let file):
            var failure: ArchiveError?
            let bytes = [UInt8](unsafeUninitializedCapacity: range.count) { buffer, count in
                do throws(ArchiveError) {
                    count = try file.read(into: buffer, at: range.lowerBound)
                } catch {
                    failure = error
                    count = 0
                }
            }
            if let failure { throw failure }
            guard bytes.count == range.count else {
                throw .truncated("the file became shorter while it was read")
            }
            return ZipRegion(bytes: bytes[...], offset: range.lowerBound)
        }
    }

    /// Copies the bytes from `offset` on into `buffer`; returns how many, fewer than asked
    /// only where the bytes end.
    ///
    /// - Throws: ``ArchiveError/unreadableFile(_:)`` when the file cannot be read.
    func read(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) throws(ArchiveError)
        -> Int
    {
        switch self {
        case .memory(let bytes):
            let count = max(0, min(buffer.count, bytes.count - offset))
            guard count > 0 else { return 0 }
            _ = UnsafeMutableBufferPointer(rebasing: buffer[..<count])
                .initialize(from: bytes[offset..<offset + count])
            return count
        case .file(let file):
            return try file.read(into: buffer, at: offset)
        }
    }
}

/// Bytes read from a ``ZipByteSource``, addressed by their offset in the archive.
struct ZipRegion {
    let bytes: ArraySlice<UInt8>
    /// Where `bytes` start in the archive.
    let offset: Int

    /// The archive offset just past the region.
    var end: Int { offset + bytes.count }

    /// The byte at archive offset `offset`; the caller has checked the bounds.
    func byte(at offset: Int) -> UInt8 {
        bytes[bytes.startIndex + offset - self.offset]
    }

    /// The little-endian UInt16 at archive offset `offset`; the caller has checked the bounds.
    func uint16(at offset: Int) -> UInt16 {
        UInt16(byte(at: offset)) | UInt16(byte(at: offset + 1)) << 8
    }

    /// The little-endian UInt32 at archive offset `offset`; the caller has checked the bounds.
    func uint32(at offset: Int) -> UInt32 {
        UInt32(uint16(at: offset)) | UInt32(uint16(at: offset + 2)) << 16
    }

    /// The bytes from archive offset `offset`, `count` long; the caller has checked the bounds.
    func slice(at offset: Int, count: Int) -> ArraySlice<UInt8> {
        let start = bytes.startIndex + offset - self.offset
        return bytes[start..<start + count]
    }
}
