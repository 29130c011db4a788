import DirectoryDomain
import Spreadsheet

/// The rules of ``DirectorySheetTable`` applied to a sheet's rows one at a time as they
/// stream in, so a large sheet's data rows can be mapped and let go instead of held.
///
/// Rows must come by rising row number; ``isUnordered`` says when they did not (the caller
/// then reads the sheet whole). The table's errors come from ``finish()``, after the last
/// row, as ``DirectorySheetTable`` reports them.
struct DirectoryTableStream {
    let sheet: String
    private let required: [String]
    private let records: [String]
    private let textRecords: [String]
    /// The table's columns (and no rows), once its header row or a later row came.
    private(set) var table: DirectorySheetTable?
    /// True once a row came with a number not above the one before.
    private(set) var isUnordered = false
    private var recordColumns: DirectorySheetTable.RecordColumns?
    private var headerFailure: DirectoryError?
    private var lastNumber = 0
    private var expected = DirectorySheetTable.headerRow + 1
    private var ended = false
    private var laterTableRow: Int?
    private var firstRecord: Int?

    /// A stream for `sheet`; the arguments are those of ``DirectorySheetTable``'s init.
    init(sheet: String, required: [String], records: [String] = [], textRecords: [String] = []) {
        self.sheet = sheet
        self.required = required
        self.records = records
        self.textRecords = textRecords
    }

    /// Takes the next row; true when it is one of the table's data rows.
    mutating func take(_ row: XLSXRow) -> Bool {
        guard !isUnordered else { return false }
        guard row.number > lastNumber else {
            isUnordered = true
            return false
        }
        lastNumber = row.number
        guard row.number >= DirectorySheetTable.headerRow else { return false }
        if table == nil, headerFailure == nil {
            let isHeader = row.number == DirectorySheetTable.headerRow
            readHeader(isHeader ? row : nil)
            if isHeader { return false }
        }
        guard let noColumn = table?.columns["no"] else { return false }
        let isTableRow = DirectorySheetTable.isTableRow(row, noColumn: noColumn)
        if !ended, row.number == expected, isTableRow {
            expected += 1
            return true
        }
        ended = true
        if laterTableRow == nil, isTableRow { laterTableRow = row.number }
        if firstRecord == nil, recordColumns?.holdRecord(row) == true { firstRecord = row.number }
        return false
    }

    /// The table (its columns) after the last row.
    ///
    /// - Throws: ``DirectoryError/missingColumn(sheet:column:)``,
    ///   ``DirectoryError/tableEndsEarly(sheet:row:cell:nextValueRow:)`` or
    ///   ``DirectoryError/rowWithoutNumber(sheet:row:cell:)``, as ``DirectorySheetTable``.
    mutating func finish() throws(DirectoryError) -> DirectorySheetTable {
        if table == nil, headerFailure == nil { readHeader(nil) }
        if let headerFailure { throw headerFailure }
        let table = self.table ?? DirectorySheetTable(sheet: sheet, columns: [:], rows: [])
        guard let noColumn = table.columns["no"] else { return table }
        let letters = XLSXCellReference.letters(ofColumn: noColumn)
        if let laterTableRow {
            throw .tableEndsEarly(
                sheet: sheet, row: expected, cell: letters + String(expected),
                nextValueRow: laterTableRow)
        }
        if let firstRecord {
            throw .rowWithoutNumber(
                sheet: sheet, row: firstRecord, cell: letters + String(firstRecord))
        }
        return table
    }

    private mutating func readHeader(_ header: XLSXRow?) {
        do {
            let columns = try DirectorySheetTable.columns(
                header: header, sheet: sheet, required: required)
            table = DirectorySheetTable(sheet: sheet, columns: columns, rows: [])
            recordColumns = DirectorySheetTable.RecordColumns(
                columns, records: records, textRecords: textRecords)
        } catch {
            headerFailure = error
        }
    }
}
