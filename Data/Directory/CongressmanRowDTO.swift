import DirectoryDomain
import Spreadsheet

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
        self.init(table: table, columns: Columns(table), row: row)
    }

    /// The row of `table` whose columns were found once as `columns` (a sheet's thousands of
    /// rows then look up no header name).
    init(table: DirectorySheetTable, columns: Columns, row: XLSXRow) {
        no = DirectorySheetTable.integer(at: columns.no, in: row) ?? 0
        name = DirectorySheetTable.text(at: columns.name, in: row)
        title = DirectorySheetTable.text(at: columns.title, in: row)
        group = DirectorySheetTable.integer(at: columns.group, in: row)
        groupText = group == nil ? DirectorySheetTable.text(at: columns.group, in: row) : nil
        field = DirectorySheetTable.text(at: columns.field, in: row)
        mobile = DirectorySheetTable.text(at: columns.mobile, in: row)
        officeAssembly = DirectorySheetTable.text(at: columns.officeAssembly, in: row)
        officeArea = DirectorySheetTable.text(at: columns.officeArea, in: row)
        links = ContactColumns.linkCells(at: columns.links, in: row)
        place = DirectoryRowPlace(table: table, row: row)
    }

    /// The sheet's columns of each field (nil when the sheet has none), from its header.
    struct Columns {
        let no, name, title, group, field, mobile, officeAssembly, officeArea: Int?
        /// The link columns, in ``ContactColumns/links`` order.
        let links: [ContactColumns.LinkColumn]

        init(_ table: DirectorySheetTable) {
            no = table.columns["no"]
            name = table.columns["name"]
            title = table.columns["title"]
            group = table.columns["group"]
            field = table.columns["field"]
            mobile = table.columns["mobile"]
            officeAssembly = table.columns["office_asm"]
            officeArea = table.columns["office_area"]
            links = ContactColumns.linkColumns(in: table)
        }
    }
}
