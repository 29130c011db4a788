import CleanAppsCore
import CleanAppsDataCore
import Foundation
import MarketingDomain
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes composed e-mails as `.eml` files, to a given file or into a folder.
///
/// A `.file` destination follows `NamedOutputFile`'s rule: an existing file (or link) is
/// replaced only when the destination was created with `replacing: true` (`--force`) or this
/// exporter wrote that file itself earlier (saving again after a change); a device, FIFO or
/// `-` is written in place; CleanApps' own data is never written. A `.folder` destination
/// picks a free name. Files are written to a temporary sibling first and then linked or
/// renamed into place, so a symbolic link at the destination is never followed.
public struct EmlFileExporter: EmailDraftExporter {
    /// The extension of e-mail files. Such a file directly in the data folder (where
    /// e-mails are saved by default) is the user's, so `--out` may name it there.
    public static let fileExtension = "eml"

    /// Where the file goes.
    public enum Destination: Equatable, Sendable {
        /// Exactly this file, e.g. from `--out`; an existing one is replaced only when
        /// `replacing` is true (`--force`).
        case file(URL, replacing: Bool = false)
        /// A new file `marketing-selection-<yyyyMMdd-HHmmss>.eml` in this folder (created when
        /// missing), named after the draft's time in UTC; `-2`, `-3`, … is appended when the
        /// name is taken.
        case folder(URL)
    }

    private let destination: Destination
    private let messageFile: EmailMessageFile
    private let ownFolders: [URL]
    private let written = WrittenFiles()

    /// Creates the exporter; a `.file` destination inside `ownFolders` (CleanApps' data and
    /// cache folders) is refused.
    public init(
        destination: Destination, messageFile: EmailMessageFile = EmailMessageFile(),
        ownFolders: [URL] = []
    ) {
        self.destination = destination
        self.messageFile = messageFile
        self.ownFolders = ownFolders
    }

    /// Writes the message durably and returns the file's path.
    ///
    /// - Throws: ``MarketingDomain/MarketingError/emailRefused(_:)`` when the named file may
    ///   not be written (it exists and may not be replaced, it is in the app's own data…),
    ///   ``MarketingDomain/MarketingError/emailNotWritten(_:)`` when the folder cannot be
    ///   created or the file cannot be written.
    public func export(_ draft: EmailDraft, to recipient: EmailAddress?) async throws -> String {
        let data = messageFile.data(draft, to: recipient)
        switch destination {
        case .file(let file, let replacing):
            let mayReplace = replacing || written.contains(file.path)
            do {
                try NamedOutputFile.write(
                    data, to: file, replacing: mayReplace, ownFolders: ownFolders,
                    userFileExtension: Self.fileExtension)
            } catch {
                throw MarketingError.emailRefused(error)
            }
            written.insert(file.path)
            return file.path
        case .folder(let folder):
            do {
                try DurableFile.makeDirectory(folder)
            } catch {
                throw MarketingError.emailNotWritten("the folder cannot be created")
            }
            let name = Self.fileName(for: draft.createdAt)
            for attempt in 1...100 {
                let file = folder.appendingPathComponent(Self.numbered(name, attempt))
                do {
                    try DurableFile.createWithoutReplacing(data, at: file)
                    return file.path
                } catch  where error.code == EEXIST {
                    continue
                } catch {
                    let name = MarketingError.printable(file.lastPathComponent)
                    throw MarketingError.emailNotWritten("\(name): \(error.reason)")
                }
            }
            throw MarketingError.emailNotWritten("no free file name is left in the folder")
        }
    }

    /// "name.eml", then "name-2.eml", "name-3.eml", ….
    private static func numbered(_ name: String, _ attempt: Int) -> String {
        guard attempt > 1 else { return name }
        return "\(name.dropLast(4))-\(attempt).eml"
    }

    /// "marketing-selection-20250603-140509.eml" for a time in UTC.
    static func fileName(for date: Date) -> String {
        "marketing-selection-\(UTCDateTime(date).fileStamp).eml"
    }
}

/// The paths an exporter (and its copies) wrote, which it may replace later.
private final class WrittenFiles: Sendable {
    private let paths = Mutex<Set<String>>([])

    func contains(_ path: String) -> Bool { paths.withLock { $0.contains(path) } }

    func insert(_ path: String) { _ = paths.withLock { $0.insert(path) } }
}
