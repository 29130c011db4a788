import DirectoryDomain
import Foundation
import SpreadsheetKit

/// Reads a directory workbook (the original's layout) into a ``DirectoryWorkbook``.
///
/// Sheets: `info`, `congressman` and `groups` are required, with their key columns;
/// `events` and every sheet it names (such as `normalgroups`) are optional; sheets named by
/// an assembly number (`21`) are read when committee ids number their rows; others are
/// ignored.
enum DirectoryWorkbookReader {
    private static let mainSheets = ["congressman", "groups"]

    /// The `info` sheet's version, without reading the other sheets; ``SemanticVersion/unknown``
    /// when there is no `info` sheet.
    static func version(of workbook: XLSXWorkbook) throws(DirectoryError) -> SemanticVersion {
        guard has(DirectoryInfoDTO.sheet, in: workbook) else { return .unknown }
        return try DirectoryInfoDTO(sheet: try sheets([DirectoryInfoDTO.sheet], of: workbook)[0])
            .toVersion()
    }

    /// The whole workbook. Without an `info` sheet its version is unknown and `fileDate` (the
    /// file's modification date) dates it, with a note saying so.
    static func read(_ workbook: XLSXWorkbook, fileDate: Date? = nil) throws(DirectoryError)
        -> DirectoryWorkbook
    {
        let hasInfo = has(DirectoryInfoDTO.sheet, in: workbook)
        let hasEvents = has(EventRowDTO.sheet, in: workbook)
        let names =
            mainSheets + (hasEvents ? [EventRowDTO.sheet] : [])
            + (hasInfo ? [DirectoryInfoDTO.sheet] : [])
        let sheets = try sheets(names, of: workbook)
        var warnings: [String] = []
        var notes: [String] = []
        let info: DirectoryInfo
        if hasInfo, let sheet = sheets.last {
            info = try DirectoryInfoDTO(sheet: sheet).toDirectoryInfo()
        } else {
            info = DirectoryInfoDTO.unknownVersion(fileDate: fileDate)
            notes.append(DirectoryInfoDTO.unknownVersionNote(fileDate: fileDate))
        }
        let persons = try DirectorySheetTable(
            sheets[0], required: CongressmanRowDTO.requiredColumns,
            records: CongressmanRowDTO.recordColumns,
            textRecords: CongressmanRowDTO.recordTextColumns)
        let parties = try DirectorySheetTable(sheets[1], required: PartyRowDTO.requiredColumns)
        warnings += persons.errorCellWarnings() + parties.errorCellWarnings()
        let personList = persons.rows.compactMap {
            CongressmanRowDTO(table: persons, row: $0).toWorkbookPerson(warnings: &warnings)
        }
        let partyList = parties.rows.compactMap {
            PartyRowDTO(table: parties, row: $0).toParty(warnings: &warnings)
        }
        let committees = try groups(
            events: hasEvents ? sheets[2] : nil, of: workbook, persons: personList,
            warnings: &warnings, notes: &notes)
        return DirectoryWorkbook(
            info: info, parties: partyList, persons: personList, committees: committees,
            warnings: warnings, notes: notes)
    }

    static func sheets(_ names: [String], of workbook: XLSXWorkbook) throws(DirectoryError)
        -> [XLSXSheet]
    {
        do {
            return try workbook.sheets(named: names)
        } catch {
            throw error.directoryError
        }
    }
}

extension XLSXError {
    /// The directory error for a workbook that could not be read.
    var directoryError: DirectoryError {
        if case .missingSheet(let name) = self { return .missingSheet(name) }
        return .unreadableWorkbook(message)
    }
}
