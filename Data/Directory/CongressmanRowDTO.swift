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
    /// The `group` cell's text when it holds something that is not a party number.
    let groupText: String?
    let field: String?
    let mobile: String?
    let officeAssembly: String?
    let officeArea: String?
    /// The link cells as written (see ``ContactColumns/linkCells(in:row:)``).
    let links: [ContactLink]
    /// Where the row is, for warnings.
    let place: DirectoryRowPlace

    init(table: DirectorySheetTable, row: XLSXRow) {
        no = table.integer("no", in: row) ?? 0
        name = table.text("name", in: row)
        title = table.text("title", in: row)
        group = table.integer("group", in: row)
        groupText = group == nil ? table.text("group", in: row) : nil
        field = table.text("field", in: row)
        mobile = table.text("mobile", in: row)
        officeAssembly = table.text("office_asm", in: row)
        officeArea = table.text("office_area", in: row)
        links = ContactColumns.linkCells(in: table, row: row)
        place = DirectoryRowPlace(table: table, row: row)
    }
}
