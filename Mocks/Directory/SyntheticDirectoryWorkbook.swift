import CleanAppsDataCore
import Foundation

/// A small directory workbook in the original's layout (`info`, `congressman`, `groups`,
/// `events`, `normalgroups`; header on row 2, data from row 3, column A empty), written by
/// ``WorkbookWriter`` so tests can build each historic layout without committed binaries.
public struct SyntheticDirectoryWorkbook: Sendable {
    /// The `info` version; nil leaves the `info` sheet out.
    public var version: String?
    /// The lawmakers' names, one `congressman` row each (`no` 1, 2, …), all in party 1.
    public var names: [String]
    /// Rows written after the lawmakers' rows (gaps, bad `no` cells, styled empty rows).
    public var congressmanTail: [[WorkbookCell?]] = []

    /// Creates a workbook of `version` listing `names`.
    public init(version: String?, names: [String]) {
        self.version = version
        self.names = names
    }

    /// Writes the workbook to `url`.
    public func write(to url: URL) throws {
        try Data(writer().archive()).write(to: url)
    }

    /// The sheets, not yet zipped.
    public func writer() -> WorkbookWriter {
        var workbook = WorkbookWriter()
        if let version {
            workbook.addSheet(
                "info",
                rows: [[], Self.textRow(["version", version]), Self.textRow(["notice", "테스트"])])
        }
        var congressman = Self.headerRows(["no", "name", "title", "group", "field", "mobile"])
        for (index, name) in names.enumerated() {
            congressman.append([
                nil, .number(index + 1), .text(name), .text("국회의원"), .number(1),
                .text("서울 \(index + 1)구"), .text("010-1234-\(String(format: "%04d", index))"),
            ])
        }
        workbook.addSheet("congressman", rows: congressman + congressmanTail)
        workbook.addSheet(
            "groups", rows: Self.headerRows(["no", "title"]) + [[nil, .number(1), .text("가나당")]])
        workbook.addSheet(
            "events",
            rows: Self.headerRows(["no", "name", "sheet"]) + [
                [nil, .number(1), .text("상임위원회"), .text("normalgroups")]
            ])
        workbook.addSheet(
            "normalgroups", rows: Self.headerRows(["no", "title", "memberid", "name"]))
        return workbook
    }

    /// A row of text cells from column B on.
    private static func textRow(_ values: [String]) -> [WorkbookCell?] {
        [nil] + values.map { .text($0) }
    }

    /// An empty row 1 and the header row 2 naming the columns from B on.
    private static func headerRows(_ names: [String]) -> [[WorkbookCell?]] {
        [[], textRow(names)]
    }
}
