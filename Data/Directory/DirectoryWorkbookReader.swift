import DirectoryDomain

/// Reads a directory workbook (the original's layout) into a ``DirectoryWorkbook``.
///
/// Sheets: `info`, `congressman`, `groups`, `events`, and every sheet `events` names (such
/// as `normalgroups`); others are ignored. All are required, with their key columns.
enum DirectoryWorkbookReader {
    private static let mainSheets = ["info", "congressman", "groups", "events"]

    /// The `info` sheet's version, without reading the other sheets.
    static func version(of workbook: XLSXWorkbook) throws(DirectoryError) -> SemanticVersion {
        try DirectoryInfoDTO(sheet: try sheets(["info"], of: workbook)[0]).toVersion()
    }

    /// The whole workbook.
    static func read(_ workbook: XLSXWorkbook) throws(DirectoryError) -> DirectoryWorkbook {
        let sheets = try sheets(mainSheets, of: workbook)
        var warnings: [String] = []
        let info = try DirectoryInfoDTO(sheet: sheets[0]).toDirectoryInfo()
        let persons = try DirectorySheetTable(
            sheets[1], required: CongressmanRowDTO.requiredColumns)
        let parties = try DirectorySheetTable(sheets[2], required: PartyRowDTO.requiredColumns)
        let events = try DirectorySheetTable(sheets[3], required: EventRowDTO.requiredColumns)
        let personList = persons.rows.compactMap {
            CongressmanRowDTO(table: persons, row: $0).toWorkbookPerson(warnings: &warnings)
        }
        let partyList = parties.rows.compactMap {
            PartyRowDTO(table: parties, row: $0).toParty(warnings: &warnings)
        }
        let groups = events.rows.map { EventRowDTO(table: events, row: $0) }
        let groupSheets = try Self.sheets(groups.compactMap(\.sheetName), of: workbook)
        var committees: [WorkbookCommittee] = []
        for (group, sheet) in zip(groups.filter { $0.sheetName != nil }, groupSheets) {
            let table = try DirectorySheetTable(sheet, required: CommitteeRowDTO.requiredColumns)
            let rows = table.rows.map { CommitteeRowDTO(table: table, row: $0) }
            committees += CommitteeRowDTO.committees(rows, group: group)
        }
        return DirectoryWorkbook(
            info: info, parties: partyList, persons: personList, committees: committees,
            warnings: warnings)
    }

    private static func sheets(_ names: [String], of workbook: XLSXWorkbook) throws(DirectoryError)
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
