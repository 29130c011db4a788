import Domain
import Foundation

/// Writes composed e-mails as `.eml` files, to a given file or into a folder.
public struct EmlFileExporter: EmailDraftExporter {
    /// Where the file goes.
    public enum Destination: Equatable, Sendable {
        /// Exactly this file (replaced when it exists), e.g. from `--out`.
        case file(URL)
        /// A new file `marketing-selection-<yyyyMMdd-HHmmss>.eml` in this folder (created when
        /// missing), named after the draft's time in UTC.
        case folder(URL)
    }

    private let destination: Destination
    private let messageFile: EmailMessageFile

    /// Creates the exporter.
    public init(destination: Destination, messageFile: EmailMessageFile = EmailMessageFile()) {
        self.destination = destination
        self.messageFile = messageFile
    }

    /// Writes the message atomically and returns the file's path.
    ///
    /// - Throws: ``MarketingError/emailNotWritten(_:)`` when the folder cannot be created or
    ///   the file cannot be written.
    public func export(_ draft: EmailDraft, to recipient: EmailAddress?) async throws -> String {
        let file: URL
        switch destination {
        case .file(let url):
            file = url
        case .folder(let folder):
            do {
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true)
            } catch {
                throw MarketingError.emailNotWritten("the folder cannot be created")
            }
            file = folder.appendingPathComponent(Self.fileName(for: draft.createdAt))
        }
        do {
            try messageFile.data(draft, to: recipient).write(to: file, options: .atomic)
        } catch {
            throw MarketingError.emailNotWritten(
                "\(MarketingError.printable(file.lastPathComponent)) cannot be written")
        }
        return file.path
    }

    /// "marketing-selection-20250603-140509.eml" for a time in UTC.
    static func fileName(for date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: date)
        let fields = [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second]
            .map { value -> String in
                let number = value ?? 0
                return number < 10 ? "0\(number)" : String(number)
            }
        return "marketing-selection-\(fields[0...2].joined())-\(fields[3...5].joined()).eml"
    }
}
