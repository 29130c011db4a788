import DirectoryDomain
import SpreadsheetKit

/// One row of the `congressman` sheet, as text.
struct CongressmanRowDTO: Equatable {
    static let sheet = "congressman"
    static let requiredColumns = ["no", "name", "group", "field"]
    /// Columns whose value makes a row a lawmaker (its party and phones)…
    static let recordColumns = ["group", "mobile", "office_asm", "office_area"]
    /// …and its name, which counts only as text: the total row keeps its count there.
    static let recordTextColumns = ["name"]

    let no: Int
    let name: String?
    let title: String?
    let group: Int?
    let field: String?
    let mobile: String?
    let officeAssembly: String?
    let officeArea: String?
    let links: [ContactLink]

    init(table: DirectorySheetTable, row: XLSXRow) {
        no = table.integer("no", in: row) ?? 0
        name = table.text("name", in: row)
        title = table.text("title", in: row)
        group = table.integer("group", in: row)
        field = table.text("field", in: row)
        mobile = table.text("mobile", in: row)
        officeAssembly = table.text("office_asm", in: row)
        officeArea = table.text("office_area", in: row)
        links = ContactColumns.contactLinks(in: table, row: row)
    }
}
