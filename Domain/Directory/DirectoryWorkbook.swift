/// Everything a directory workbook holds, read and validated but not yet merged.
public struct DirectoryWorkbook: Equatable, Sendable {
    /// The `info` sheet.
    public var info: DirectoryInfo
    /// The `groups` sheet.
    public var parties: [Party]
    /// The `congressman` sheet, in row order.
    public var persons: [WorkbookPerson]
    /// The committees and bills of every event group in `events`.
    public var committees: [WorkbookCommittee]
    /// Cells that were skipped as malformed (e.g. a bad phone range), one sentence each.
    public var warnings: [String]
    /// Facts about the workbook's layout the user should know (e.g. it has no committees),
    /// one sentence each.
    public var notes: [String]

    /// Creates a workbook.
    public init(
        info: DirectoryInfo, parties: [Party] = [], persons: [WorkbookPerson] = [],
        committees: [WorkbookCommittee] = [], warnings: [String] = [], notes: [String] = []
    ) {
        self.info = info
        self.parties = parties
        self.persons = persons
        self.committees = committees
        self.warnings = warnings
        self.notes = notes
    }
}
