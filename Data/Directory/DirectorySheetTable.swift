import DirectoryDomain
import Foundation
import Spreadsheet

/// A directory sheet read by header name: header on row 2, data from row 3 (column A unused).
///
/// Data rows end at the first row whose `no` is missing, not a number, or ≤ 0 — a row with
/// no cells at all counts as missing, so a gap ends the table as in the original. When a
/// later row still has a row number in `no`, the table did not really end there:
/// reading fails with ``DirectoryError/tableEndsEarly(sheet:row:cell:nextValueRow:)``
/// rather than silently dropping (and on import, deleting) the rest. Likewise any row after
/// the end that holds a record (a value in one of the `records` columns) fails with
/// ``DirectoryError/rowWithoutNumber(sheet:row:cell:)``, also when it is the last row.
struct DirectorySheetTable {
    static let headerRow = 2
    let sheet: String
    let rows: [XLSXRow]
    let columns: [String: Int]
    /// Header name → column letters (`E`), for naming cells in warnings.
    let columnLetters: [String: String]

    /// Reads `sheet`, requiring the `required` header names. A row holding any value in a
    /// `records` column, or text that is not a number in a `textRecords` column, is a record,
    /// whose `no` must be a row number.
    ///
    /// - Throws: ``DirectoryError/missingColumn(sheet:column:)`` naming the first missing one.
    init(
        _ sheet: XLSXSheet, required: [String], records: [String] = [], textRecords: [String] = []
    ) throws(DirectoryError) {
        let columns = try Self.columns(
            header: sheet.row(Self.headerRow), sheet: sheet.name, required: required)
        self.sheet = sheet.name
        self.columns = columns
        columnLetters = columns.mapValues(XLSXCellReference.letters(ofColumn:))
        var rows: [XLSXRow] = []
        var expected = Self.headerRow + 1
        let noColumn = columns["no"]
        var rest = sheet.rows.drop { $0.number <= Self.headerRow }
        while let row = rest.first, row.number == expected, let noColumn,
            let number = row[noColumn]?.number, number >= 1
        {
            rows.append(row)
            rest = rest.dropFirst()
            expected += 1
        }
        if let noColumn, let later = Self.firstTableRow(rest, noColumn: noColumn) {
            throw .tableEndsEarly(
                sheet: sheet.name, row: expected,
                cell: XLSXCellReference.letters(ofColumn: noColumn) + String(expected),
                nextValueRow: later)
        }
        let records = RecordColumns(columns, records: records, textRecords: textRecords)
        if let noColumn, let record = rest.first(where: records.holdRecord) {
            throw .rowWithoutNumber(
                sheet: sheet.name, row: record.number,
                cell: XLSXCellReference.letters(ofColumn: noColumn) + String(record.number))
        }
        self.rows = rows
    }

    /// A table whose rows were sorted out elsewhere (see ``DirectoryTableStream``).
    init(sheet: String, columns: [String: Int], rows: [XLSXRow]) {
        self.sheet = sheet
        self.columns = columns
        columnLetters = columns.mapValues(XLSXCellReference.letters(ofColumn:))
        self.rows = rows
    }

    /// Header name → column from the `header` row (the first column of a repeated name).
    ///
    /// - Throws: ``DirectoryError/missingColumn(sheet:column:)`` naming the first of
    ///   `required` that is missing.
    static func columns(header: XLSXRow?, sheet: String, required: [String])
        throws(DirectoryError) -> [String: Int]
    {
        var columns: [String: Int] = [:]
        if let header {
            for (column, cell) in zip(header.columns, header.cells) {
                guard let name = cell.text.map(Self.headerKey), !name.isEmpty else { continue }
                if columns[name] == nil { columns[name] = column }
            }
        }
        for name in required where columns[name] == nil {
            throw .missingColumn(sheet: sheet, column: name)
        }
        return columns
    }

    /// The columns whose values make a row a record.
    struct RecordColumns {
        let anyValue: [Int]
        let textValue: [Int]

        init(_ columns: [String: Int], records: [String], textRecords: [String]) {
            anyValue = records.compactMap { columns[$0] }
            textValue = textRecords.compactMap { columns[$0] }
        }

        /// Whether `row` holds a record: any value in `records`, non-number text in
        /// `textRecords`.
        func holdRecord(_ row: XLSXRow) -> Bool {
            anyValue.contains { DirectorySheetTable.holdsValue(row[$0], numbersCount: true) }
                || textValue.contains {
                    DirectorySheetTable.holdsValue(row[$0], numbersCount: false)
                }
        }
    }

    /// Whether `cell` holds a value: non-blank text (not a number unless `numbersCount`), or
    /// a number or boolean when `numbersCount`.
    ///
    /// NB: the original's total row (`합계` in `no`, the count under `name`) holds only a
    /// number in a text column, so it stays a trailer, not a record.
    static func holdsValue(_ cell: XLSXCell?, numbersCount: Bool) -> Bool {
        switch cell {
        case .text(let text)?:
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return !trimmed.isEmpty && (numbersCount || Double(trimmed) == nil)
        case .number?, .boolean?: return numbersCount
        case .error?, nil: return false
        }
    }

    /// The number of the first of `rows` that is a table row: its `no` cell holds a row
    /// number (≥ 1). Styled empty rows and a trailer such as a `합계` (total) row are not.
    ///
    /// NB: the original's own workbooks (and the bundled sample) carry a total row after the
    /// blank row that ends `congressman`; only rows that would have been read as data mean
    /// the table did not end, and those are what a silent stop would delete.
    private static func firstTableRow(_ rows: ArraySlice<XLSXRow>, noColumn: Int) -> Int? {
        rows.first { isTableRow($0, noColumn: noColumn) }?.number
    }

    /// Whether the `no` cell of `row` holds a row number (≥ 1).
    static func isTableRow(_ row: XLSXRow, noColumn: Int) -> Bool {
        (row[noColumn]?.number).map { $0 >= 1 } == true
    }

    /// The trimmed text in `column` of `row`, nil when empty or the column is absent.
    func text(_ column: String, in row: XLSXRow) -> String? {
        Self.text(at: columns[column], in: row)
    }

    /// The trimmed text in column number `index` of `row`, nil when empty or `index` is nil.
    static func text(at index: Int?, in row: XLSXRow) -> String? {
        guard let index else { return nil }
        return row[index]?.text?.trimmedNonEmpty
    }

    /// The number in `column` of `row` truncated to an integer ("2", "1.0" and 2.7 all
    /// count); nil when empty, not a number or out of range.
    func integer(_ column: String, in row: XLSXRow) -> Int? {
        Self.integer(at: columns[column], in: row)
    }

    /// The number in column number `index` of `row`, as ``integer(_:in:)``.
    static func integer(at index: Int?, in row: XLSXRow) -> Int? {
        guard let index, let value = row[index]?.number, value.isFinite, abs(value) < 1e9
        else { return nil }
        return Int(value)
    }

    /// Header names compare trimmed, lower-cased, NFC, with "café" read as "cafe" (the real
    /// workbook's `groups` sheet spells it with an accent).
    static func headerKey(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping
            .trimmingCharacters(in: .whitespacesAndNewlines)
            .lowercased()
            .replacingOccurrences(of: "é", with: "e")
    }
}
