import CleanAppsCore
import Foundation

/// Writes an e-mail draft somewhere the user picks it up (the `--out` `.eml` file).
public protocol MailDraftWriter: Sendable {
    /// Writes `message` and returns where it went, as text for the user (the file's path).
    /// Throws ``DirectoryError/outputRefused(_:)`` when the file may not be written.
    func write(_ message: MailMessage) async throws -> String
}

/// Composes one e-mail to every member of a group that has an address, as Bcc so members
/// do not see each other: `directory email`.
public struct ComposeGroupEmailUseCase: Sendable {
    /// What was written.
    public struct Result: Equatable, Sendable {
        /// Where the draft went.
        public let path: String
        /// The Bcc addresses, each once, in the group's order.
        public let recipients: [MailAddress]
        /// The members with no usable address, in the group's order.
        public let withoutAddress: [Person]
    }

    private let writer: any MailDraftWriter
    private let now: Now

    /// Creates the use case over a writer and a clock (the draft's date).
    public init(writer: any MailDraftWriter, now: @escaping Now = { Date() }) {
        self.writer = writer
        self.now = now
    }

    /// The Bcc addresses of `members`: every usable address of each (the workbook's text
    /// checked by `MailAddress`), each once, and the members without one.
    public static func recipients(of members: [Person]) -> ([MailAddress], [Person]) {
        var seen = Set<String>()
        var addresses: [MailAddress] = []
        var without: [Person] = []
        for person in members {
            let usable = person.emails.compactMap(MailAddress.init(parsing:))
            if usable.isEmpty { without.append(person) }
            for address in usable where seen.insert(address.rawValue.lowercased()).inserted {
                addresses.append(address)
            }
        }
        return (addresses, without)
    }

    /// Writes the draft with `subject` and `body` to the members of `group`.
    ///
    /// - Throws: the lookup errors of ``Directory/members(of:)-(ContactGroup)``;
    ///   ``DirectoryError/emptyGroup(_:lacking:)`` when nobody has an address (nothing is
    ///   written then); the writer's errors.
    public func execute(
        _ group: ContactGroup, in directory: Directory, subject: String, body: String
    ) async throws -> Result {
        let members = try directory.members(of: group)
        let (addresses, without) = Self.recipients(of: members)
        guard !addresses.isEmpty else {
            throw DirectoryError.emptyGroup(
                group.text, lacking: members.isEmpty ? nil : "an e-mail address")
        }
        let path = try await writer.write(
            MailMessage(subject: subject, plainText: body, createdAt: now(), bcc: addresses))
        return Result(path: path, recipients: addresses, withoutAddress: without)
    }
}
