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
    ///   outside the archive, holds invalid DEFLATE data, fails the size or CRC check, or
    ///   its file cannot be read or has become shorter.
    public func streamContents(
        of entry: ZipEntry, _ consume: (UnsafeBufferPointer<UInt8>) -> Bool
    ) throws(ArchiveError) -> Bool {
        guard !entry.isEncrypted else { throw .unsupported("encryption") }
        let range = try ZipCentralDirectory.dataRange(of: entry, in: source)
        var checksum: UInt32 = 0
        func checked(_ run: UnsafeBufferPointer<UInt8>) -> Bool {
            checksum = CRC32.checksum(run, continuing: checksum)
            return consume(run)
        }
        var cursor = range.lowerBound
        var readFailure: ArchiveError?
        /// The next packed bytes, as many as fit and the entry has; 0 at its end or a failure.
        func read(_ buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
            let wanted = min(buffer.count, range.upperBound - cursor)
            guard wanted > 0, readFailure == nil else { return 0 }
            do throws(ArchiveError) {
                let count = try source.read(
                    into: UnsafeMutableBufferPointer(rebasing: buffer[..<wanted]), at: cursor)
                guard count == wanted else {
                    throw ArchiveError.truncated(
                        "the data of \"\(entry.name)\" runs past the end of the file")
                }
                cursor += count
                return count
            } catch {
                readFailure = error
                return 0
            }
        }
        let whole: Bool
        switch entry.method {
        case .stored:
            guard entry.compressedSize == entry.uncompressedSize else {
                throw .sizeMismatch(
                    entry: entry.name, declared: entry.uncompressedSize,
                    actual: String(entry.compressedSize))
            }
            whole = Self.copy(read, count: range.count, to: checked)
        case .deflated:
            do {
                whole = try Inflate.decompress(
                    expectedSize: entry.uncompressedSize, reading: read, consume: checked)
            } catch {
                throw readFailure ?? Self.archiveError(error, entry: entry)
            }
        case .other(let method):
            throw .unsupported("compression method \(method) for \"\(entry.name)\"")
        }
        if let readFailure { throw readFailure }
        guard whole else { return false }
        guard checksum == entry.checksum else { throw .checksumMismatch(entry: entry.name) }
        return true
    }

    /// Hands `count` stored bytes from `read` to `consume` in runs of at most
    /// ``Inflate/largestRun``; false when `consume` stopped or `read` came up short.
    private static func copy(
        _ read: (UnsafeMutableBufferPointer<UInt8>) -> Int, count: Int,
        to consume: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(
            capacity: max(1, min(count, Inflate.largestRun)))
        defer { buffer.deallocate() }
        var left = count
        while left > 0 {
            let piece = read(
                UnsafeMutableBufferPointer(rebasing: buffer[..<min(left, buffer.count)]))
            guard piece > 0, consume(UnsafeBufferPointer(rebasing: buffer[..<piece])) else {
                return false
            }
            left -= piece
        }
        return true
    }
}
