/// A worksheet's name and its non-empty rows, ordered by row number.
public struct XLSXSheet: Equatable, Sendable {
    /// The sheet's name in the workbook.
    public let name: String
    /// The rows that have at least one value, by row number.
    public let rows: [XLSXRow]

    /// Creates a sheet.
    public init(name: String, rows: [XLSXRow]) {
        self.name = name
        self.rows = rows
    }

    /// The row with this number, or nil when it is empty.
    public func row(_ number: Int) -> XLSXRow? {
        rows.first { $0.number == number }
    }
}
