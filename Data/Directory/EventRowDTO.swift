import Spreadsheet

/// One row of the `events` sheet: an event group (e.g. 상임위원회) and the sheet listing its
/// committees or bills.
struct EventRowDTO: Equatable {
    static let sheet = "events"
    static let requiredColumns = ["no", "name", "sheet"]

    /// The group name for a row without one, by the sheet it names (the original's sheets).
    private static let namesBySheet = [
        "normalgroups": "상임위원회", "specialgroups": "특별위원회", "speciallaws": "특별법안",
        "modifiedlaws": "개정법률안",
    ]

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

    /// The group's name: its `name`, else the name of the original's sheet it names, else
    /// "위원회".
    var groupName: String {
        name ?? sheetName.flatMap { Self.namesBySheet[$0.lowercased()] } ?? "위원회"
    }
}
