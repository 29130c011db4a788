/// Reading an entry a window at a time, so memory follows the window, not the entry.
extension ZipArchive {
    /// Hands the unpacked bytes of `entry` to `consume` in order, in runs of at most
    /// ``Inflate/largestRun`` bytes (stored entries too), and checks the declared size and
    /// CRC-32 once the last byte has been handed out. `consume` returns false to stop early;
    /// nothing past that point is read or checked.
    ///
    /// Returns true when the whole entry was handed out and passed its checks, false when
    /// `consume` stopped.
    ///
    /// - Throws: ``ArchiveError`` when the entry is encrypted, uses another method, points
    ///   outside the archive, holds invalid DEFLATE data, or fails the size or CRC check.
    public func streamContents(
        of entry: ZipEntry, _ consume: (UnsafeBufferPointer<UInt8>) -> Bool
    ) throws(ArchiveError) -> Bool {
        guard !entry.isEncrypted else { throw .unsupported("encryption") }
        let range = try ZipCentralDirectory.dataRange(of: entry, in: bytes)
        var checksum: UInt32 = 0
        func checked(_ run: UnsafeBufferPointer<UInt8>) -> Bool {
            checksum = CRC32.checksum(run, continuing: checksum)
            return consume(run)
        }
        let whole: Bool
        switch entry.method {
        case .stored:
            guard entry.compressedSize == entry.uncompressedSize else {
                throw .sizeMismatch(
                    entry: entry.name, declared: entry.uncompressedSize,
                    actual: String(entry.compressedSize))
            }
            whole = bytes[range].withUnsafeBufferPointer { stored in
                var start = 0
                while start < stored.count {
                    let end = min(start + Inflate.largestRun, stored.count)
                    guard checked(UnsafeBufferPointer(rebasing: stored[start..<end])) else {
                        return false
                    }
                    start = end
                }
                return true
            }
        case .deflated:
            do {
                whole = try Inflate.decompress(
                    bytes[range], expectedSize: entry.uncompressedSize, consume: checked)
            } catch {
                throw Self.archiveError(error, entry: entry)
            }
        case .other(let method):
            throw .unsupported("compression method \(method) for \"\(entry.name)\"")
        }
        guard whole else { return false }
        guard checksum == entry.checksum else { throw .checksumMismatch(entry: entry.name) }
        return true
    }
}
