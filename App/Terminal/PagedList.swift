/// The paging state of a numbered list, and its rendering.
///
/// Numbers are global: with 10 rows a page, page 2 shows rows 11–20, and typing 11 opens
/// the 11th item wherever it is. Rows are sanitized (no line breaks), aligned by display
/// width and cut to the terminal width, so hostile or very long text cannot break the
/// layout. A value type: a screen keeps one and mutates it as the user turns pages.
public struct PagedList: Equatable, Sendable {
    /// How many items the list holds.
    public private(set) var itemCount: Int
    /// How many rows one page shows (at least 1).
    public private(set) var pageSize: Int
    /// The page shown, from 0.
    private(set) var pageIndex = 0

    /// A list of `itemCount` items, `pageSize` a page, on its first page.
    public init(itemCount: Int, pageSize: Int = 20) {
        self.itemCount = max(itemCount, 0)
        self.pageSize = max(pageSize, 1)
    }

    /// How many pages there are; an empty list has one (empty) page.
    public var pageCount: Int { max(1, (itemCount + pageSize - 1) / pageSize) }

    /// The item indices (from 0) on the current page.
    public var visibleRange: Range<Int> {
        let start = pageIndex * pageSize
        return start..<min(start + pageSize, itemCount)
    }

    /// The row numbers (from 1) on the current page; nil when the list is empty.
    public var visibleNumbers: ClosedRange<Int>? {
        visibleRange.isEmpty ? nil : (visibleRange.lowerBound + 1)...visibleRange.upperBound
    }

    /// Turns to the next page; returns a message instead when already on the last one.
    public mutating func next() -> String? {
        guard pageIndex + 1 < pageCount else { return "Already on the last page." }
        pageIndex += 1
        return nil
    }

    /// Turns to the previous page; returns a message instead when already on the first one.
    public mutating func previous() -> String? {
        guard pageIndex > 0 else { return "Already on the first page." }
        pageIndex -= 1
        return nil
    }

    /// Shows the first page of a new list of `itemCount` items (after a search or reload).
    public mutating func reset(itemCount: Int) {
        self.itemCount = max(itemCount, 0)
        pageIndex = 0
    }

    /// Changes the item count and keeps the current page when it still exists, else shows
    /// the last page (after an item was removed).
    public mutating func update(itemCount: Int) {
        self.itemCount = max(itemCount, 0)
        pageIndex = min(pageIndex, pageCount - 1)
    }

    /// Shows `pageSize` rows a page (at least 1) from now on, on the page that holds the
    /// first row shown so far (after the terminal changed height).
    public mutating func resize(pageSize: Int) {
        let first = pageIndex * self.pageSize
        self.pageSize = max(pageSize, 1)
        pageIndex = min(first / self.pageSize, pageCount - 1)
    }

    /// The item index for a typed row `number`, or nil when no item has that number.
    public func itemIndex(forNumber number: Int) -> Int? {
        guard itemCount > 0, (1...itemCount).contains(number) else { return nil }
        return number - 1
    }

    /// What to tell a user who typed a number that is not on the list.
    public var numberMessage: String {
        itemCount == 0
            ? "The list is empty." : "Type a number from 1 to \(itemCount)."
    }

    /// The footer, e.g. "page 2 of 5 · 47 items" (" - " instead of " · " without unicode).
    public func footer(usesUnicode: Bool = true) -> String {
        let separator = usesUnicode ? " · " : " - "
        let items = itemCount == 1 ? "1 item" : "\(itemCount) items"
        return "page \(pageIndex + 1) of \(pageCount)\(separator)\(items)"
    }

    /// The current page's lines: each row's number right-aligned, two spaces, the row text;
    /// each line cut to `capabilities.width`.
    ///
    /// `rows` holds all items' texts (index = item index); rows past `itemCount` are
    /// ignored, missing ones are blank.
    public func render(_ rows: [String], capabilities: TerminalCapabilities) -> [String] {
        render(rows.map { [$0] }, alignments: [.left], capabilities: capabilities)
    }

    /// The current page's lines with rows given as columns, aligned by display width.
    ///
    /// Each column is as wide as its widest cell on the page, columns are two spaces apart,
    /// and `alignments[i]` places cells in column i (left when missing). When a line would
    /// be wider than `capabilities.width`, the `flexibleColumn` (usually the title) shrinks
    /// to fit (not below 8 cells), and a cell that no longer fits wraps: its first words stay
    /// in the column and the rest goes on a second line, indented to the column and allowed
    /// the width to the edge (cut with an ellipsis only past that). When even 8 cells do not
    /// fit and the flexible column is the last one, each of its cells goes on a line of its
    /// own under the row. So a row takes one or two lines; whatever still does not fit is
    /// cut at the end of the line.
    public func render(
        _ rows: [[String]],
        alignments: [TerminalText.Alignment] = [],
        flexibleColumn: Int = 0,
        capabilities: TerminalCapabilities
    ) -> [String] {
        let unicode = capabilities.usesUnicode
        let numberWidth = max(3, String(itemCount).count)
        let pageRows = visibleRange.map { index in
            (rows.indices.contains(index) ? rows[index] : []).map { TerminalText.sanitize($0) }
        }
        let columnCount = pageRows.map(\.count).max() ?? 0
        var widths = (0..<columnCount).map { column in
            pageRows.map { $0.indices.contains(column) ? TerminalText.displayWidth($0[column]) : 0 }
                .max() ?? 0
        }
        let lineWidth = numberWidth + widths.reduce(0) { $0 + 2 + $1 }
        var flexibleBelow = false
        if lineWidth > capabilities.width, widths.indices.contains(flexibleColumn) {
            let excess = lineWidth - capabilities.width
            let narrowest = min(Self.narrowestFlexibleColumn, widths[flexibleColumn])
            if widths[flexibleColumn] - excess < narrowest, flexibleColumn == columnCount - 1 {
                flexibleBelow = true
                widths[flexibleColumn] = 0
            } else {
                widths[flexibleColumn] = max(widths[flexibleColumn] - excess, narrowest)
            }
        }
        let flexibleStart =
            numberWidth
            + widths.prefix(max(0, min(flexibleColumn, widths.count))).reduce(0) {
                $0 + 2 + $1
            } + 2
        return zip(visibleRange, pageRows).flatMap { index, cells in
            var line = TerminalText.pad(String(index + 1), toWidth: numberWidth, alignment: .right)
            var below: String?
            for (column, width) in widths.enumerated() {
                var cell = cells.indices.contains(column) ? cells[column] : ""
                let alignment = alignments.indices.contains(column) ? alignments[column] : .left
                let isLast = column == widths.count - 1
                if column == flexibleColumn, TerminalText.displayWidth(cell) > width {
                    let indent = flexibleBelow ? numberWidth + 2 : flexibleStart
                    let (first, rest) = TerminalText.twoLines(
                        cell, width: flexibleBelow ? 0 : width,
                        restWidth: capabilities.width - indent, usesUnicode: unicode)
                    cell = first
                    below = rest.map { String(repeating: " ", count: indent) + $0 }
                }
                if flexibleBelow && column == flexibleColumn { continue }
                let fitted = TerminalText.truncate(cell, toWidth: width, usesUnicode: unicode)
                line +=
                    "  "
                    + (isLast && alignment == .left
                        ? fitted : TerminalText.pad(fitted, toWidth: width, alignment: alignment))
            }
            while line.last == " " { line.removeLast() }
            return [TerminalText.truncate(line, toWidth: capabilities.width, usesUnicode: unicode)]
                + (below.map { [$0] } ?? [])
        }
    }

    /// The narrowest a flexible column gets before its cells go below the row.
    static let narrowestFlexibleColumn = 8
}
