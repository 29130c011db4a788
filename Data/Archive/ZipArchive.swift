import Foundation

/// A zip archive, held in memory or read from its file: its central directory, and each
/// entry's bytes on request.
///
/// An archive opened on a file keeps it open and reads only what it is asked for: the
/// central directory from the file's tail when it opens, then each entry's packed bytes in
/// pieces as they unpack. A file cut short or changed after it was opened is refused like a
/// damaged one (the sizes and CRC-32 are checked as the entry is read).
///
/// Reads stored (0) and deflated (8) entries and checks every entry's CRC-32 and size.
/// Refuses, with an ``ArchiveError``, what it cannot read safely: truncated or non-zip
/// bytes, ZIP64, multi-disk and encrypted archives, and archives over the ``ZipLimits``
/// (declared unpacked total, per-entry compression ratio, entry count, central directory
/// size). The central directory is read as its end record declares it, nothing more. A value type:
/// reading entries never mutates it, so it can be shared across tasks.
public struct ZipArchive: Sendable {
    /// The entries in central-directory order.
    public let entries: [ZipEntry]
    let source: ZipByteSource
    private let entryIndex: [String: Int]

    /// Reads the central directory of the archive in `bytes`.
    ///
    /// - Throws: ``ArchiveError`` when the bytes are not a readable zip archive or break
    ///   the `limits`.
    public init(bytes: [UInt8], limits: ZipLimits = .standard) throws(ArchiveError) {
        try self.init(source: .memory(bytes), limits: limits)
    }

    /// Opens the archive file at `url` (at most `limits.maxArchiveSize` bytes) and reads its
    /// central directory; entries are read from the file when asked for.
    ///
    /// - Throws: ``ArchiveError/unreadableFile(_:)`` when the file cannot be opened or read,
    ///   else as ``init(bytes:limits:)``.
    public init(contentsOf url: URL, limits: ZipLimits = .standard) throws(ArchiveError) {
        try self.init(source: .file(try ZipFile(url: url)), limits: limits)
    }

    private init(source: ZipByteSource, limits: ZipLimits) throws(ArchiveError) {
        guard source.count <= limits.maxArchiveSize else {
            throw .tooLarge("the archive is larger than \(limits.maxArchiveSize) bytes")
        }
        let directory = try ZipCentralDirectory(source: source, limits: limits)
        var index: [String: Int] = [:]
        for (position, entry) in directory.entries.enumerated() {
            guard index.updateValue(position, forKey: entry.name) == nil else {
                throw .corrupt("two entries are named \"\(entry.name)\"")
            }
        }
        self.source = source
        self.entries = directory.entries
        self.entryIndex = index
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
