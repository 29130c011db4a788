import SpreadsheetKit

/// One row of a directory sheet as a warning names it, with its cells by column name:
/// `Row 12 of "congressman" (홍길동): cell G12 (mobile) "02-784" is not a phone number …`.
struct DirectoryRowPlace: Equatable {
    /// How many characters of a cell's value a warning quotes before "…".
    static let quotedLength = 60

    /// The sheet's name.
    let sheet: String
    /// The row's number in the sheet (as the spreadsheet program numbers it).
    let row: Int
    /// Header name → column letters of the sheet.
    let columnLetters: [String: String]
    /// Who or what the row is (a lawmaker's or party's name), when known.
    var subject: String?

    /// The place of `row` in `table`.
    init(table: DirectorySheetTable, row: XLSXRow) {
        sheet = table.sheet
        self.row = row.number
        columnLetters = table.columnLetters
    }

    /// The reference of the cell in `column` of this row (`G12`), nil for a missing column.
    func reference(_ column: String) -> String? {
        columnLetters[column].map { $0 + String(row) }
    }

    /// "Row 12 of "congressman" (홍길동): cell G12 (mobile) "value" " + `reason` + ".": one
    /// sentence naming the sheet, row and cell of an unusable value, quoting it (cut to
    /// ``quotedLength`` characters).
    func warning(column: String, value: String, _ reason: String) -> String {
        let quoted =
            value.count > Self.quotedLength ? value.prefix(Self.quotedLength) + "…" : value[...]
        return "\(self): cell \(reference(column) ?? "?") (\(column)) \"\(quoted)\" \(reason)."
    }
}

extension DirectoryRowPlace: CustomStringConvertible {
    /// `Row 12 of "congressman"`, with ` (subject)` when there is one.
    var description: String {
        "Row \(row) of \"\(sheet)\"" + (subject.map { " (\($0))" } ?? "")
    }
}
