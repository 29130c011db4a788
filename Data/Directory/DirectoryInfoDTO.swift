import Foundation
import Spreadsheet

/// The `info` sheet: key/value rows (key in column B, value in the next filled cell).
struct DirectoryInfoDTO: Equatable {
    static let sheet = "info"
    static let keyColumn = 2

    let values: [String: String]

    init(sheet: XLSXSheet) {
        var values: [String: String] = [:]
        for row in sheet.rows {
            guard let key = row[Self.keyColumn]?.text.map(DirectorySheetTable.headerKey),
                !key.isEmpty, values[key] == nil
            else { continue }
            let value = zip(row.columns, row.cells)
                .filter { $0.0 > Self.keyColumn }
                .compactMap { $0.1.text?.trimmingCharacters(in: .whitespacesAndNewlines) }
                .first { !$0.isEmpty }
            if let value { values[key] = value }
        }
        self.values = values
    }
}
