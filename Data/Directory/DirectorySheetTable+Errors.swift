import Spreadsheet

extension DirectorySheetTable {
    /// One warning per error cell (`#REF!`, `#N/A`, … — `t="e"`) in a named column of the
    /// table's rows: such a cell is read as empty, and the user is told, like any other
    /// skipped cell.
    func errorCellWarnings() -> [String] {
        let names = columnNames
        return rows.flatMap { Self.errorCellWarnings(in: $0, names: names, sheet: sheet) }
    }

    /// Column → header name (the first name of a column named twice).
    var columnNames: [Int: String] {
        Dictionary(columns.map { ($0.value, $0.key) }, uniquingKeysWith: min)
    }

    /// The warnings for the error cells of one row, whose columns `names` names.
    static func errorCellWarnings(in row: XLSXRow, names: [Int: String], sheet: String)
        -> [String]
    {
        var warnings: [String] = []
        for (column, cell) in zip(row.columns, row.cells) {
            guard case .error(let value) = cell, let name = names[column] else { continue }
            let reference = XLSXCellReference.letters(ofColumn: column) + String(row.number)
            warnings.append(
                "Row \(row.number) of \"\(sheet)\": cell \(reference) (\(name)) holds the "
                    + "error \(value), so it was skipped.")
        }
        return warnings
    }
}
