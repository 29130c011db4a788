/// One row of a sheet: its 1-based number and its non-empty cells by 1-based column.
public struct XLSXRow: Equatable, Sendable {
    /// The row number (1 = the first row).
    public let number: Int
    /// Column numbers (1 = column A) of the cells, parallel to ``cells``.
    public let columns: [Int]
    /// The cells, parallel to ``columns``.
    public let cells: [XLSXCell]

    /// Creates a row from parallel column and cell lists.
    public init(number: Int, columns: [Int], cells: [XLSXCell]) {
        self.number = number
        self.columns = columns
        self.cells = cells
    }

    /// The cell in `column` (1 = column A), or nil when it is empty.
    public subscript(column: Int) -> XLSXCell? {
        for index in columns.indices where columns[index] == column { return cells[index] }
        return nil
    }
}
