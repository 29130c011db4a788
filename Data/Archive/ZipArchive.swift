import Foundation

/// A zip archive held in memory: its central directory, and each entry's bytes on request.
///
/// Reads stored (0) and deflated (8) entries and checks every entry's CRC-32 and size.
/// Refuses, with an ``ArchiveError``, what it cannot read safely: truncated or non-zip
/// bytes, ZIP64, multi-disk and encrypted archives, and archives over the ``ZipLimits``
/// (declared unpacked total, per-entry compression ratio, entry count). A value type:
/// reading entries never mutates it, so it can be shared across tasks.
public struct ZipArchive: Sendable {
    /// The entries in central-directory order.
    public let entries: [ZipEntry]
    let bytes: [UInt8]
    private let entryIndex: [String: Int]

    /// Reads the central directory of the archive in `bytes`.
    ///
    /// - Throws: ``ArchiveError`` when the bytes are not a readable zip archive or break
    ///   the `limits`.
    public init(bytes: [UInt8], limits: ZipLimits = .standard) throws(ArchiveError) {
        guard bytes.count <= limits.maxArchiveSize else {
            throw .tooLarge("the archive is larger than \(limits.maxArchiveSize) bytes")
        }
        let directory = try ZipCentralDirectory(bytes: bytes, limits: limits)
        var index: [String: Int] = [:]
        for (position, entry) in directory.entries.enumerated() {
            guard index.updateValue(position, forKey: entry.name) == nil else {
                throw .corrupt("two entries are named \"\(entry.name)\"")
            }
        }
        self.bytes = bytes
        self.entries = directory.entries
        self.entryIndex = index
    }

    /// Reads the archive file at `url` (at most `limits.maxArchiveSize` bytes).
    ///
    /// - Throws: ``ArchiveError/unreadableFile(_:)`` when the file cannot be read, else as
    ///   ``init(bytes:limits:)``.
    public init(contentsOf url: URL, limits: ZipLimits = .standard) throws(ArchiveError) {
        let data: Foundation.Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: limits.maxArchiveSize + 1) ?? Foundation.Data()
        } catch {
            throw .unreadableFile(url.lastPathComponent)
        }
        try self.init(bytes: [UInt8](data), limits: limits)
    }

    /// The entry with exactly this name, or nil.
    public func entry(named name: String) -> ZipEntry? {
        entryIndex[name].map { entries[$0] }
    }

    /// The unpacked bytes of the entry named `name`.
    ///
    /// - Throws: ``ArchiveError/entryNotFound(_:)``, or as ``contents(of:)``.
    public func contents(ofEntryNamed name: String) throws(ArchiveError) -> [UInt8] {
        guard let entry = entry(named: name) else { throw .entryNotFound(name) }
        return try contents(of: entry)
    }

    /// The unpacked bytes of `entry`, checked against its declared size and CRC-32.
    ///
    /// - Throws: ``ArchiveError`` when the entry is encrypted, uses another method, points
    ///   outside the archive, holds invalid DEFLATE data, or fails the size or CRC check.
    public func contents(of entry: ZipEntry) throws(ArchiveError) -> [UInt8] {
        var unpacked: [UInt8] = []
        // NB: the declared size is within the archive's limits (checked when it was opened).
        unpacked.reserveCapacity(entry.uncompressedSize)
        _ = try streamContents(of: entry) { run in
            unpacked.append(contentsOf: run)
            return true
        }
        return unpacked
    }

    /// The archive error for an entry whose DEFLATE data failed to unpack.
    static func archiveError(_ failure: Inflate.Failure, entry: ZipEntry) -> ArchiveError {
        switch failure {
        case .outputTooLarge:
            return .sizeMismatch(
                entry: entry.name, declared: entry.uncompressedSize,
                actual: "more than \(entry.uncompressedSize)")
        case .outputTooSmall(let actual):
            return .sizeMismatch(
                entry: entry.name, declared: entry.uncompressedSize, actual: String(actual))
        case .truncated:
            return .invalidDeflateData(entry: entry.name, reason: "the data ends early")
        case .invalid(let reason):
            return .invalidDeflateData(entry: entry.name, reason: reason)
        }
    }
}
