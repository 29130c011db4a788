/// An event group of a ``SyntheticDirectoryWorkbook``: its `events` row and its sheet
/// (`no`, `title`, `memberid`, `member_sheet`, `name`), one row per member, the first row of
/// each entry carrying its title.
public struct SyntheticEventGroup: Sendable {
    /// One committee or bill and its member rows.
    public struct Entry: Sendable {
        /// The title.
        public var title: String
        /// The member rows: `memberid` (nil leaves the cell empty) and `name`.
        public var members: [Member]

        /// Creates an entry.
        public init(_ title: String, members: [Member] = []) {
            self.title = title
            self.members = members
        }
    }

    /// One member row.
    public struct Member: Sendable {
        /// The `memberid` cell, nil for none.
        public var id: Int?
        /// The `name` cell, nil for none.
        public var name: String?

        /// Creates a member row.
        public init(_ id: Int?, _ name: String?) {
            self.id = id
            self.name = name
        }
    }

    /// The `events` name, e.g. "상임위원회".
    public var name: String
    /// The sheet, e.g. "normalgroups".
    public var sheet: String
    /// The committees or bills, numbered 1, 2, … in the sheet.
    public var entries: [Entry]
    /// False leaves the sheet out while `events` still names it.
    public var isSheetWritten = true

    /// Creates a group.
    public init(name: String, sheet: String, entries: [Entry] = []) {
        self.name = name
        self.sheet = sheet
        self.entries = entries
    }

    /// The sheet's rows: header on row 2; per entry a title row, then one row per member.
    func rows() -> [[WorkbookCell?]] {
        var rows = SyntheticDirectoryWorkbook.headerRows([
            "no", "title", "memberid", "member_sheet", "name",
        ])
        for (index, entry) in entries.enumerated() {
            rows.append([nil, .number(index + 1), .text(entry.title)])
            for member in entry.members {
                rows.append([
                    nil, .number(index + 1), nil, member.id.map(WorkbookCell.number), nil,
                    member.name.map(WorkbookCell.text),
                ])
            }
        }
        return rows
    }
}
