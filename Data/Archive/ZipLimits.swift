/// Ceilings that keep a hostile archive from exhausting memory or time.
public struct ZipLimits: Equatable, Sendable {
    /// The most bytes all entries together may declare when unpacked.
    public var maxTotalUncompressedSize: Int
    /// The highest unpacked-to-packed size ratio one entry may declare.
    public var maxCompressionRatio: Int
    /// The most entries an archive may have.
    public var maxEntryCount: Int
    /// The largest archive file that is read at all.
    public var maxArchiveSize: Int
    /// The most bytes the central directory (the list of entries) may declare.
    public var maxCentralDirectorySize: Int

    /// Creates limits; see the properties for what each one caps.
    public init(
        maxTotalUncompressedSize: Int, maxCompressionRatio: Int, maxEntryCount: Int,
        maxArchiveSize: Int, maxCentralDirectorySize: Int = standardCentralDirectorySize
    ) {
        self.maxTotalUncompressedSize = maxTotalUncompressedSize
        self.maxCompressionRatio = maxCompressionRatio
        self.maxEntryCount = maxEntryCount
        self.maxArchiveSize = maxArchiveSize
        self.maxCentralDirectorySize = maxCentralDirectorySize
    }

    /// 16 MB of central directory.
    ///
    /// NB: a directory takes 46 bytes an entry plus its name, extra fields and comment: about
    /// 100 bytes an entry in real archives, 1 MB at the 10,000-entry limit.
    public static let standardCentralDirectorySize = 16 * 1024 * 1024

    /// 100 MB unpacked in total, at most 1000:1 per entry, 10,000 entries, 100 MB of archive,
    /// 16 MB of central directory.
    public static let standard = ZipLimits(
        maxTotalUncompressedSize: 100 * 1024 * 1024, maxCompressionRatio: 1000,
        maxEntryCount: 10_000, maxArchiveSize: 100 * 1024 * 1024)
}
