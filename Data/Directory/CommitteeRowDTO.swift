/// One row of a committee sheet (e.g. `normalgroups`): a committee's first row carries its
/// title, detail and web; every row may add one member (`memberid` = a `congressman` no).
struct CommitteeRowDTO: Equatable {
    static let requiredColumns = ["no", "title", "memberid"]

    let no: Int
    let title: String?
    let memberID: Int?
    let detail: String?
    let web: String?

    init(table: DirectorySheetTable, row: XLSXRow) {
        no = table.integer("no", in: row) ?? 0
        title = table.text("title", in: row)
        memberID = table.integer("memberid", in: row)
        detail = table.text("detail", in: row)
        web = table.text("web", in: row)
    }
}
