/// One file inside a ``ZipArchive``, as its central directory describes it.
///
/// Names are taken as plain strings: entries named `../x` or `/etc/x` are just names, since
/// CleanApps reads entries into memory and never extracts them to disk.
public struct ZipEntry: Equatable, Sendable {
    /// How an entry's bytes are packed.
    public enum Method: Equatable, Sendable {
        /// Method 0: the bytes are stored as they are.
        case stored
        /// Method 8: DEFLATE (RFC 1951).
        case deflated
        /// Any other method number; reading such an entry fails.
        case other(UInt16)
    }

    /// The entry's path inside the archive, decoded as UTF-8.
    public let name: String
    /// How the bytes are packed.
    public let method: Method
    /// Size of the packed bytes.
    public let compressedSize: Int
    /// Size of the unpacked bytes the archive declares.
    public let uncompressedSize: Int
    /// CRC-32 of the unpacked bytes the archive declares.
    public let checksum: UInt32
    /// True when the entry is encrypted (general-purpose flag bit 0); reading it fails.
    public let isEncrypted: Bool
    /// Where the entry's local header starts in the archive.
    let localHeaderOffset: Int

    /// True for directory entries (the name ends with "/").
    public var isDirectory: Bool { name.hasSuffix("/") }
}
