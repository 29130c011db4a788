import DirectoryDomain
import Spreadsheet

extension DirectoryWorkbookReader {
    /// The `congressman` sheet read into persons, with the warnings its cells give.
    struct PersonsRead {
        var persons: [WorkbookPerson] = []
        /// One per error cell of the table, listed before the other sheets' warnings.
        var errorCellWarnings: [String] = []
        /// What mapping the rows rejected.
        var warnings: [String] = []
    }

    /// Reads `congressman` row by row while it unpacks, mapping each data row to a person and
    /// letting the row go, so memory follows the persons, not the sheet. Nil when its rows are
    /// out of order (the caller then reads it whole). The table's own errors come as a failed
    /// result, for the caller to throw where a whole read would.
    ///
    /// - Throws: ``DirectoryError`` when the sheet is missing or cannot be read.
    static func streamPersons(of workbook: XLSXWorkbook) throws(DirectoryError)
        -> Result<PersonsRead, DirectoryError>?
    {
        var stream = DirectoryTableStream(
            sheet: CongressmanRowDTO.sheet, required: CongressmanRowDTO.requiredColumns,
            records: CongressmanRowDTO.recordColumns,
            textRecords: CongressmanRowDTO.recordTextColumns)
        var read = PersonsRead()
        var names: [Int: String]?
        var columns: CongressmanRowDTO.Columns?
        do {
            try workbook.forEachRow(inSheet: CongressmanRowDTO.sheet) { row in
                guard stream.take(row), let table = stream.table else { return !stream.isUnordered }
                let columnNames = names ?? table.columnNames
                names = columnNames
                let rowColumns = columns ?? CongressmanRowDTO.Columns(table)
                columns = rowColumns
                read.errorCellWarnings += DirectorySheetTable.errorCellWarnings(
                    in: row, names: columnNames, sheet: table.sheet)
                let person = CongressmanRowDTO(table: table, columns: rowColumns, row: row)
                    .toWorkbookPerson(warnings: &read.warnings)
                if let person { read.persons.append(person) }
                return true
            }
        } catch {
            throw error.directoryError
        }
        guard !stream.isUnordered else { return nil }
        return Result { () throws(DirectoryError) in
            _ = try stream.finish()
            return read
        }
    }

    /// The persons of the whole `congressman` sheet (for rows out of order).
    static func persons(in sheet: XLSXSheet) throws(DirectoryError) -> PersonsRead {
        let table = try DirectorySheetTable(
            sheet, required: CongressmanRowDTO.requiredColumns,
            records: CongressmanRowDTO.recordColumns,
            textRecords: CongressmanRowDTO.recordTextColumns)
        var read = PersonsRead(errorCellWarnings: table.errorCellWarnings())
        let columns = CongressmanRowDTO.Columns(table)
        read.persons = table.rows.compactMap {
            CongressmanRowDTO(table: table, columns: columns, row: $0)
                .toWorkbookPerson(warnings: &read.warnings)
        }
        return read
    }
}
