/// What can go wrong in the lawmakers directory, each with one sentence for the user.
public enum DirectoryError: Error, Equatable, Sendable {
    /// The workbook file could not be opened or unpacked; the text says why.
    case unreadableWorkbook(String)
    /// A required sheet is missing.
    case missingSheet(String)
    /// A required header column (row 2) is missing from a sheet.
    case missingColumn(sheet: String, column: String)
    /// A required key (such as `version`) is missing from the `info` sheet.
    case missingInfo(String)
    /// The workbook's version text is not a version number.
    case invalidVersion(String)
    /// The workbook is not newer than the stored directory and the import was not forced.
    case workbookNotNewer(workbook: String, stored: String)
    /// The directory store could not be read or written; the text says why.
    case storeFailure(String)
    /// No person has this identifier.
    case personNotFound(String)
    /// No party has this identifier.
    case partyNotFound(String)

    /// One sentence saying what happened and what to do.
    public var message: String {
        switch self {
        case .unreadableWorkbook(let reason):
            return "The workbook could not be read: \(reason)"
        case .missingSheet(let sheet):
            return "The workbook has no sheet named \"\(sheet)\"; use a workbook in the "
                + "directory layout."
        case .missingColumn(let sheet, let column):
            return "The sheet \"\(sheet)\" has no column \"\(column)\" in its header row (row 2); "
                + "fix the header and import again."
        case .missingInfo(let key):
            return "The sheet \"info\" has no \"\(key)\" row; add it and import again."
        case .invalidVersion(let text):
            return "The workbook version \"\(text)\" is not a version number like 1.10.0; "
                + "fix the info sheet and import again."
        case .workbookNotNewer(let workbook, let stored):
            return "The workbook version \(workbook) is not newer than the stored version "
                + "\(stored); import with --force to use it anyway."
        case .storeFailure(let reason):
            return "The directory store failed: \(reason)"
        case .personNotFound(let id):
            return "No lawmaker has the ID \"\(id)\"; search for the name to find the ID."
        case .partyNotFound(let id):
            return "No party has the ID \"\(id)\"; list the parties to find the ID."
        }
    }
}
