import CleanAppsCore

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
    /// The workbook has no `info` sheet, so its version is unknown, and the import was not
    /// forced.
    case versionUnknown
    /// The workbook is not newer than the stored directory and the import was not forced.
    case workbookNotNewer(workbook: String, stored: String)
    /// The directory store could not be read or written; the text says why.
    case storeFailure(String)
    /// The stored directory's version text is not a version number (a hand-edited file); a
    /// forced import replaces it.
    case storedVersionInvalid(String)
    /// No person has this identifier.
    case personNotFound(String)
    /// No party has this identifier.
    case partyNotFound(String)
    /// No committee or bill has this identifier or title.
    case committeeNotFound(String)
    /// More than one committee or bill matches the text; the titles with their identities.
    case ambiguousCommittee(String, candidates: [String])
    /// A table ends early (its `no` cell at `cell` is not a row number) but a later row
    /// still holds values.
    case tableEndsEarly(sheet: String, row: Int, cell: String, nextValueRow: Int)
    /// A row below the table holds a record (a name, a party, a phone) but its `no` cell at
    /// `cell` is missing or not a row number, so it would be dropped.
    case rowWithoutNumber(sheet: String, row: Int, cell: String)
    /// The change would remove favourites or more than a fifth of the lawmakers and was not
    /// confirmed; nothing was changed.
    case removalNotConfirmed(removed: Int, of: Int, favorites: [String])
    /// The stored directory changed while the user was asked; nothing was changed.
    case changedWhileConfirming
    /// There is no earlier directory to go back to.
    case nothingToUndo
    /// A group (`directory export`, `directory email`) has nobody to write to: no members,
    /// or (`lacking`) no member with what the format needs, such as "a mobile number".
    case emptyGroup(String, lacking: String?)
    /// The file named for output may not be written; nothing was written.
    case outputRefused(OutputFileRefusal)

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
        case .versionUnknown:
            return "The workbook has no \"info\" sheet, so its version is unknown."
        case .workbookNotNewer(let workbook, let stored):
            return "The workbook version \(workbook) is not newer than the stored version "
                + "\(stored)."
        case .storeFailure(let reason):
            return "The directory store failed: \(reason)"
        case .storedVersionInvalid(let version):
            return "The directory store failed: its version \"\(version)\" is not a version "
                + "number; a forced import of a workbook replaces it."
        case .personNotFound(let id):
            return "No lawmaker has the ID \"\(id)\"; search for the name to find the ID."
        case .partyNotFound(let id):
            return "No party has the ID \"\(id)\"; list the parties to find the ID."
        case .committeeNotFound(let text):
            return "No committee or bill is named \"\(text)\"."
        case .ambiguousCommittee(let text, let candidates):
            return "\"\(text)\" matches \(candidates.count) committees or bills ("
                + candidates.joined(separator: ", ") + "); give the ID or the whole title."
        case .tableEndsEarly(let sheet, let row, let cell, let nextValueRow):
            return "The sheet \"\(sheet)\" has no row number in cell \(cell) (row \(row)), but "
                + "row \(nextValueRow) below it still holds values; fix cell \(cell) (or remove "
                + "the rows below) and import again. Nothing was changed."
        case .rowWithoutNumber(let sheet, let row, let cell):
            return "Row \(row) of the sheet \"\(sheet)\" holds values but cell \(cell) has no "
                + "row number, so that row would be lost; fix cell \(cell) (or clear the row) and "
                + "import again. Nothing was changed."
        case .removalNotConfirmed(let removed, let total, let favorites):
            let what =
                favorites.isEmpty ? "" : " and your favourites \(favorites.joined(separator: ", "))"
            return
                "This would remove \(removed) of \(total) lawmakers\(what); nothing was changed."
        case .changedWhileConfirming:
            return "The stored directory changed while you were asked; nothing was changed. "
                + "Run the command again."
        case .emptyGroup(let group, nil):
            return "The group \"\(group)\" has no members; nothing was written."
        case .emptyGroup(let group, let lacking?):
            return "No member of the group \"\(group)\" has \(lacking); nothing was written."
        case .outputRefused(let refusal):
            return "The file could not be written (\(refusal.reason)); nothing was written."
        case .nothingToUndo:
            return "There is no earlier directory to go back to; imports, syncs and resets "
                + "keep the last three."
        }
    }
}
