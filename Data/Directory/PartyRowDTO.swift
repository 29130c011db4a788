import DirectoryDomain
import SpreadsheetKit

/// One row of the `groups` sheet (a party), as text.
struct PartyRowDTO: Equatable {
    static let sheet = "groups"
    static let requiredColumns = ["no", "title"]

    let no: Int
    let title: String?
    let detail: String?
    let office: String?
    /// The link cells as written (see ``ContactColumns/linkCells(in:row:)``).
    let links: [ContactLink]
    /// Where the row is, for warnings.
    let place: DirectoryRowPlace

    init(table: DirectorySheetTable, row: XLSXRow) {
        no = table.integer("no", in: row) ?? 0
        title = table.text("title", in: row)
        detail = table.text("detail", in: row)
        office = table.text("office", in: row)
        links = ContactColumns.linkCells(in: table, row: row)
        place = DirectoryRowPlace(table: table, row: row)
    }
}
