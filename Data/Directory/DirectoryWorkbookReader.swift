import DirectoryDomain
import Foundation
import Spreadsheet

/// Reads a directory workbook (the original's layout) into a ``DirectoryWorkbook``.
///
/// Sheets: `info`, `congressman` and `groups` are required, with their key columns;
/// `events` and every sheet it names (such as `normalgroups`) are optional; sheets named by
/// an assembly number (`21`) are read when committee ids number their rows; others are
/// ignored.
enum DirectoryWorkbookReader {
    private static let mainSheets = [CongressmanRowDTO.sheet, PartyRowDTO.sheet]

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
        for name in mainSheets where !has(name, in: workbook) { throw .missingSheet(name) }
        let hasInfo = has(DirectoryInfoDTO.sheet, in: workbook)
        let hasEvents = has(EventRowDTO.sheet, in: workbook)
        // NB: the largest sheet streams into persons; the others are small and read whole.
        let streamed = try streamPersons(of: workbook)
        let names =
            [PartyRowDTO.sheet] + (hasEvents ? [EventRowDTO.sheet] : [])
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
        let persons: PersonsRead
        if let streamed {
            persons = try streamed.get()
        } else {
            persons = try Self.persons(
                in: try Self.sheets([CongressmanRowDTO.sheet], of: workbook)[0])
        }
        let parties = try DirectorySheetTable(sheets[0], required: PartyRowDTO.requiredColumns)
        warnings += persons.errorCellWarnings + parties.errorCellWarnings() + persons.warnings
        let partyList = parties.rows.compactMap {
            PartyRowDTO(table: parties, row: $0).toParty(warnings: &warnings)
        }
        let committees = try groups(
            events: hasEvents ? sheets[1] : nil, of: workbook, persons: persons.persons,
            warnings: &warnings, notes: &notes)
        // NB: the persons grew by doubling as the rows streamed in, so up to half the array is
        // room never used, which the merge would hold beside the directory it builds (20 MB
        // at 300,000 persons); a copy from a buffer is exactly as large as its persons (one
        // from a whole-array slice would share the old storage).
        return DirectoryWorkbook(
            info: info, parties: partyList,
            persons: persons.persons.withUnsafeBufferPointer { Array($0) },
            committees: committees,
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
