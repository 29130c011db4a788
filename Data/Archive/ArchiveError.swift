/// Why a zip archive or one of its entries could not be read.
///
/// Every case carries enough context for ``message``, one sentence a user can act on.
public enum ArchiveError: Error, Equatable, Sendable {
    /// The bytes are not a zip archive (no end-of-central-directory record).
    case notAnArchive
    /// The archive ends early or its records point outside the file.
    case truncated(String)
    /// A structure inside the archive is malformed.
    case corrupt(String)
    /// The archive uses a feature this reader refuses (ZIP64, encryption, multi-disk, …).
    case unsupported(String)
    /// An entry's unpacked bytes do not match the CRC-32 stored for it.
    case checksumMismatch(entry: String)
    /// An entry unpacked to a different size than the archive declares.
    case sizeMismatch(entry: String, declared: Int, actual: String)
    /// The compressed data of an entry is not valid DEFLATE data.
    case invalidDeflateData(entry: String, reason: String)
    /// The archive would unpack to more than the allowed total, or an entry compresses
    /// suspiciously well: treated as a zip bomb.
    case tooLarge(String)
    /// No entry has this name.
    case entryNotFound(String)
    /// The archive file could not be read from disk.
    case unreadableFile(String)

    /// One sentence saying what went wrong and what to do.
    public var message: String {
        switch self {
        case .notAnArchive:
            return "The file is not a zip archive; choose a real .xlsx or .zip file."
        case .truncated(let detail):
            return "The archive is cut short (\(detail)); copy the file again and retry."
        case .corrupt(let detail):
            return "The archive is damaged (\(detail)); copy the file again and retry."
        case .unsupported(let detail):
            return "The archive uses \(detail), which is not supported; save it again as a "
                + "plain zip file."
        case .checksumMismatch(let entry):
            return "The archive entry \"\(entry)\" fails its CRC-32 check; the file is damaged."
        case .sizeMismatch(let entry, let declared, let actual):
            return "The archive entry \"\(entry)\" unpacks to \(actual) bytes but declares "
                + "\(declared); the file is damaged."
        case .invalidDeflateData(let entry, let reason):
            return "The archive entry \"\(entry)\" holds invalid compressed data (\(reason)); "
                + "the file is damaged."
        case .tooLarge(let detail):
            return "The archive was refused because \(detail); it looks like a zip bomb."
        case .entryNotFound(let name):
            return "The archive has no entry named \"\(name)\"."
        case .unreadableFile(let detail):
            return "The archive file could not be read (\(detail)); check the path and "
                + "permissions."
        }
    }
}
