import CleanAppsCore

/// The file formats `directory export` writes.
public enum ContactFormat: String, CaseIterable, Equatable, Sendable {
    /// vCard 4.0 (RFC 6350), one card per lawmaker, for phone and desktop contact apps.
    case vcard
    /// Comma-separated values with a header row (RFC 4180), for spreadsheets.
    case csv
    /// One `sms:` link per lawmaker with a mobile number (RFC 5724).
    case sms
}

/// Writes contact cards somewhere the user picks them up (e.g. the `--out` file).
public protocol ContactsExporter: Sendable {
    /// Writes `cards` in `format` and returns where they went, as text for the user (the
    /// file's path). Throws ``DirectoryError/outputRefused(_:)`` when the file may not be
    /// written.
    func export(_ cards: [ContactCard], as format: ContactFormat) async throws -> String
}

/// Writes the lawmakers of a group as contacts: `directory export`.
public struct ExportContactGroupUseCase: Sendable {
    /// What was written.
    public struct Result: Equatable, Sendable {
        /// Where the file went.
        public let path: String
        /// How many lawmakers were written.
        public let written: Int
        /// The lawmakers of the group left out (for `sms`, those without a mobile number).
        public let leftOut: [Person]
    }

    private let exporter: any ContactsExporter

    /// Creates the use case over an exporter.
    public init(exporter: any ContactsExporter) {
        self.exporter = exporter
    }

    /// Writes the members of `group` in `directory` as `format`.
    ///
    /// - Throws: the lookup errors of ``Directory/members(of:)-(ContactGroup)``;
    ///   ``DirectoryError/emptyGroup(_:lacking:)`` when there is nobody to write (nothing is
    ///   written then); the exporter's errors.
    public func execute(
        _ group: ContactGroup, in directory: Directory, as format: ContactFormat
    ) async throws -> Result {
        let members = try directory.members(of: group)
        let written = format == .sms ? members.filter { $0.smsPhone != nil } : members
        guard !written.isEmpty else {
            throw DirectoryError.emptyGroup(
                group.text, lacking: members.isEmpty ? nil : "a mobile number")
        }
        let path = try await exporter.export(
            written.map { ContactCard($0, in: directory) }, as: format)
        let writtenIDs = Set(written.map(\.id))
        return Result(
            path: path, written: written.count,
            leftOut: members.filter { !writtenIDs.contains($0.id) })
    }
}
