import CleanAppsCore
import CleanAppsDataCore
import DirectoryDomain
import Foundation

/// Writes an e-mail draft as an `.eml` file, rendered by the shared `MailMessageFile`,
/// to the file the user named (`--out`) by `NamedOutputFile`'s rule: an
/// existing file or link is replaced only with `replacing` (`--force`), CleanApps' own data is
/// never written, `-` and devices are written in place.
public struct EmlDraftFile: MailDraftWriter {
    private let file: URL
    private let replacing: Bool
    private let ownFolders: [URL]
    private let messageFile: MailMessageFile

    /// Creates the writer for `file`; `ownFolders` are CleanApps' data and cache folders.
    public init(
        file: URL, replacing: Bool, ownFolders: [URL],
        messageFile: MailMessageFile = MailMessageFile()
    ) {
        self.file = file
        self.replacing = replacing
        self.ownFolders = ownFolders
        self.messageFile = messageFile
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

    /// Writes the message durably and returns the file's path.
    public func write(_ message: MailMessage) async throws -> String {
        do {
            try NamedOutputFile.write(
                messageFile.data(message), to: file, replacing: replacing,
                ownFolders: ownFolders)
        } catch {
            throw DirectoryError.outputRefused(error)
        }
        return file.path
    }
}
