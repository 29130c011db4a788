import CleanAppsDataCore
import DirectoryDomain
import Foundation

/// Writes contact cards to the file the user named (`--out`), by `NamedOutputFile`'s rule:
/// an existing file or link is replaced only with `replacing` (`--force`), CleanApps' own
/// data is never written, `-` and devices are written in place.
public struct ContactFileExporter: ContactsExporter {
    private let file: URL
    private let replacing: Bool
    private let ownFolders: [URL]

    /// Creates the exporter for `file`; `ownFolders` are CleanApps' data and cache folders.
    public init(file: URL, replacing: Bool, ownFolders: [URL]) {
        self.file = file
        self.replacing = replacing
        self.ownFolders = ownFolders
    }

    /// The bytes of `cards` in `format`.
    public static func data(_ cards: [ContactCard], as format: ContactFormat) -> Data {
        switch format {
        case .vcard: Data(VCardEncoder.encode(cards).utf8)
        case .csv: Data(ContactsCSVEncoder.encode(cards).utf8)
        case .sms: Data(SMSLinkListEncoder.encode(cards).utf8)
        }
    }

    /// Checks, before any work, that the file may be written; throws
    /// ``DirectoryDomain/DirectoryError/outputRefused(_:)`` when not.
    public func check() throws {
        do {
            _ = try NamedOutputFile.check(file, replacing: replacing, ownFolders: ownFolders)
        } catch {
            throw DirectoryError.outputRefused(error)
        }
    }

    /// Writes the file durably and returns its path.
    public func export(_ cards: [ContactCard], as format: ContactFormat) async throws -> String {
        do {
            try NamedOutputFile.write(
                Self.data(cards, as: format), to: file, replacing: replacing,
                ownFolders: ownFolders)
        } catch {
            throw DirectoryError.outputRefused(error)
        }
        return file.path
    }
}
