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
    let links: [ContactLink]

    init(table: DirectorySheetTable, row: XLSXRow) {
        no = table.integer("no", in: row) ?? 0
        title = table.text("title", in: row)
        detail = table.text("detail", in: row)
        office = table.text("office", in: row)
        links = ContactColumns.contactLinks(in: table, row: row)
    }
}
