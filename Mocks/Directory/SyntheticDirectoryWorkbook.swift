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
    /// The `info` sheet's `notice_date` cell, when one is written (text such as "03/27/21",
    /// or a ``WorkbookCell/dateSerial(_:)``).
    public var noticeDate: WorkbookCell?
    /// The `mobile` cell of the lawmaker at an index, instead of the default number (e.g.
    /// ``WorkbookCell/error(_:)`` for `#REF!`, or two numbers run together).
    public var mobileCells: [Int: WorkbookCell] = [:]
    /// Cells of further `congressman` columns, by header name (`email`, `web`, …) and then
    /// lawmaker index; those columns follow `mobile`, in name order. A `group` entry replaces
    /// the lawmaker's party number.
    public var cells: [String: [Int: WorkbookCell]] = [:]
    /// The event groups: one `events` row and one sheet each. By default one empty
    /// 상임위원회 group in `normalgroups`.
    public var eventGroups = [SyntheticEventGroup(name: "상임위원회", sheet: "normalgroups")]
    /// How the `events` sheet is written.
    public var eventsSheet = EventsSheet.listed
    /// Sheets of earlier assemblies (e.g. "21"), each with its lawmakers' names in row order
    /// (`no` 1, 2, …), written like `congressman` with a "*" in column A.
    public var assemblySheets: [(name: String, names: [String])] = []

    /// How a workbook writes its `events` sheet.
    public enum EventsSheet: Sendable {
        /// Header and one row per event group.
        case listed
        /// A sheet with no cells at all.
        case empty
        /// No `events` sheet.
        case missing
    }

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
            var info = [[], Self.textRow(["version", version]), Self.textRow(["notice", "테스트"])]
            if let noticeDate { info.append([nil, .text("notice_date"), noticeDate]) }
            workbook.addSheet("info", rows: info)
        }
        let extra = cells.keys.filter { $0 != "group" }.sorted()
        var congressman = Self.headerRows(
            ["no", "name", "title", "group", "field", "mobile"] + extra)
        for (index, name) in names.enumerated() {
            congressman.append(
                [
                    nil, .number(index + 1), .text(name), .text("국회의원"),
                    cells["group"]?[index] ?? .number(1), .text("서울 \(index + 1)구"),
                    mobileCells[index] ?? .text("010-1234-\(String(format: "%04d", index))"),
                ] + extra.map { cells[$0]?[index] })
        }
        workbook.addSheet("congressman", rows: congressman + congressmanTail)
        workbook.addSheet(
            "groups", rows: Self.headerRows(["no", "title"]) + [[nil, .number(1), .text("가나당")]])
        for (name, names) in assemblySheets {
            var rows = Self.headerRows(["no", "name", "title"])
            for (index, name) in names.enumerated() {
                rows.append([.text("*"), .number(index + 1), .text(name), .text("국회의원")])
            }
            workbook.addSheet(name, rows: rows)
        }
        switch eventsSheet {
        case .listed:
            workbook.addSheet(
                "events",
                rows: Self.headerRows(["no", "name", "sheet"])
                    + eventGroups.enumerated().map { index, group in
                        [nil, .number(index + 1), .text(group.name), .text(group.sheet)]
                    })
        case .empty:
            workbook.addSheet("events", rows: [])
        case .missing:
            break
        }
        for group in eventGroups where group.isSheetWritten {
            workbook.addSheet(group.sheet, rows: group.rows())
        }
        return workbook
    }

    /// A row of text cells from column B on.
    static func textRow(_ values: [String]) -> [WorkbookCell?] {
        [nil] + values.map { .text($0) }
    }

    /// An empty row 1 and the header row 2 naming the columns from B on.
    static func headerRows(_ names: [String]) -> [[WorkbookCell?]] {
        [[], textRow(names)]
    }
}
