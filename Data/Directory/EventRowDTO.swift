/// One row of the `events` sheet: an event group (e.g. 상임위원회) and the sheet listing its
/// committees.
struct EventRowDTO: Equatable {
    static let sheet = "events"
    static let requiredColumns = ["no", "name", "sheet"]

    let no: Int
    let name: String?
    let sheetName: String?
    let detail: String?

    init(table: DirectorySheetTable, row: XLSXRow) {
        no = table.integer("no", in: row) ?? 0
        name = table.text("name", in: row)
        sheetName = table.text("sheet", in: row)
        detail = table.text("detail", in: row)
    }
}
