import CleanAppsCore
import DirectoryDomain
import Foundation
import SpreadsheetKit

/// One row of a committee sheet (e.g. `normalgroups`): a committee's first row carries its
/// title, detail and web; every row may add one member (`memberid`, a row `no` of some
/// sheet of lawmakers, and the member's `name`).
struct CommitteeRowDTO: Equatable {
    static let requiredColumns = ["no", "title", "memberid"]

    let no: Int
    let title: String?
    let memberID: Int?
    let name: String?
    let detail: String?
    let web: String?
    /// Where the row is, for warnings.
    let place: DirectoryRowPlace

    init(table: DirectorySheetTable, row: XLSXRow) {
        no = table.integer("no", in: row) ?? 0
        title = table.text("title", in: row)
        memberID = table.integer("memberid", in: row).flatMap { $0 > 0 ? $0 : nil }
        name = table.text("name", in: row)
        detail = table.text("detail", in: row)
        web = table.text("web", in: row)
        place = DirectoryRowPlace(table: table, row: row)
    }

    /// The member this row adds, as the workbook gives it.
    var membership: WorkbookMembership {
        WorkbookMembership(memberID: memberID, name: name)
    }
}
