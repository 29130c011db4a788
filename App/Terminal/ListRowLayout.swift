/// Lays out the rows of a ``ListScreen`` as blocks of lines, one block a row, before any
/// page is cut: each row is measured by display width and wrapped as a unit.
///
/// Column widths come from all rows (not one page), so a row looks the same on every page
/// and pages hold still. Columns that never shrink keep their widest cell; the columns that
/// shrink take what is left, the last giving way first, down to
/// ``narrowestShrinkingColumn`` cells. When even that does not fit, the row is stacked: the
/// number and the first text on one line, the other cells below, indented, figures joined
/// and broken only between them. A shrinking cell wraps onto up to ``cellLineLimit`` lines
/// and is cut with an ellipsis only past that; a row longer than `lineLimit` lines shows
/// one line of each text, then is cut at the limit (only on terminals too short for that),
/// a stacked row cut to one line keeping its figures at the end of it. A cell's style
/// (``ListRow/styles``) is put on its text after it is measured and placed.
struct ListRowLayout {
    /// The narrowest a shrinking column gets before the rows are stacked.
    static let narrowestShrinkingColumn = 8
    /// The most lines a shrinking cell wraps onto before it is cut.
    static let cellLineLimit = 3
    /// The narrowest a long list's text column is made for its few longest texts to wrap.
    static let outlierFloor = 12
    /// The most lines a note wraps onto before it is cut.
    static let noteLineLimit = 2

    let columns: [ListColumn]
    let width: Int
    let usesUnicode: Bool
    /// Draws the cells' styles (plain when colour is off).
    let style: TextStyle
    /// Cells of the number column ("  9", "500").
    let numberWidth: Int
    /// Each column's width; nil when the rows are stacked.
    let widths: [Int]?

    /// The layout of `rows` in `columns` at `width` cells, their cells' styles drawn by `style`.
    init(
        rows: [ListRow], columns: [ListColumn], width: Int, usesUnicode: Bool,
        style: TextStyle = TextStyle(isEnabled: false)
    ) {
        let width = max(width, 12)
        self.width = width
        self.usesUnicode = usesUnicode
        self.style = style
        numberWidth = max(3, String(rows.count).count)
        let columnCount = rows.map { $0.cells.count }.max() ?? 0
        self.columns = (0..<columnCount).map { columns.indices.contains($0) ? columns[$0] : .text }
        let columns = self.columns
        let natural = (0..<columnCount).map { column in
            let cells = rows.map { row in
                row.cells.indices.contains(column)
                    ? TerminalText.displayWidth(TerminalText.sanitize(row.cells[column])) : 0
            }.sorted()
            guard let widest = cells.last else { return 0 }
            // NB: in a long list, a few texts much longer than the rest wrap rather than
            // widen the column for every row (one long name would push 300 short ones apart).
            guard columns[column].shrinks, cells.count >= 20 else { return widest }
            return min(widest, max(cells[cells.count * 95 / 100], Self.outlierFloor))
        }
        // NB: a column no row fills takes no room, not even its gap.
        let gaps = 2 * natural.filter { $0 > 0 }.count
        widths = Self.widths(
            natural: natural, columns: self.columns, room: width - numberWidth - gaps)
    }

    /// The widths that fit `room` cells (gaps taken out), or nil when the rows must stack.
    ///
    /// The first shrinking column (a title, a name) gives way down to half the row; then the
    /// least distinctive text: the last shrinking column before the one before it, each down
    /// to ``narrowestShrinkingColumn`` cells; then the first again.
    private static func widths(natural: [Int], columns: [ListColumn], room: Int) -> [Int]? {
        let fixed = natural.indices.filter { !columns[$0].shrinks }.reduce(0) { $0 + natural[$1] }
        let shrinking = natural.indices.filter { columns[$0].shrinks && natural[$0] > 0 }
        var widths = natural
        var excess = fixed + shrinking.reduce(0) { $0 + natural[$1] } - room
        func shrink(_ column: Int, downTo floor: Int) {
            let cut = max(0, min(excess, widths[column] - floor))
            widths[column] -= cut
            excess -= cut
        }
        guard let first = shrinking.first else { return excess > 0 ? nil : widths }
        // NB: the first text keeps half the row before the others give way, then the rest.
        shrink(first, downTo: max(narrowestShrinkingColumn, room / 2))
        for column in shrinking.dropFirst().reversed() {
            shrink(column, downTo: narrowestShrinkingColumn)
        }
        shrink(first, downTo: narrowestShrinkingColumn)
        return excess > 0 ? nil : widths
    }

    /// The lines of `row` (number `number`), at most `lineLimit` of them.
    func lines(of row: ListRow, number: Int, lineLimit: Int) -> [String] {
        let full = lines(of: row, number: number, cellLines: Self.cellLineLimit, noteLines: 2)
        guard full.count > lineLimit else { return full }
        let short = lines(of: row, number: number, cellLines: 1, noteLines: 1)
        guard short.count > lineLimit else { return short }
        // NB: a line cut with its styles could end inside an escape code.
        var plain = row
        plain.styles = []
        // NB: a stacked row's figures are under its text; on one line they end it instead.
        if widths == nil, lineLimit <= 1 { return [oneLine(plain, number: number)] }
        var cut = Array(
            lines(of: plain, number: number, cellLines: 1, noteLines: 1).prefix(max(lineLimit, 1)))
        cut[cut.count - 1] = TerminalText.truncate(
            cut[cut.count - 1] + " …", toWidth: width, usesUnicode: usesUnicode)
        return cut
    }

    private var indent: String { String(repeating: " ", count: numberWidth + 2) }

    /// The row's cells, one per column (blank where missing), sanitized.
    private func cells(of row: ListRow) -> [String] {
        columns.indices.map {
            row.cells.indices.contains($0) ? TerminalText.sanitize(row.cells[$0]) : ""
        }
    }

    /// The columns that never shrink whose cells are not blank.
    private func figureColumns(_ cells: [String]) -> [Int] {
        cells.indices.filter { !columns[$0].shrinks && !cells[$0].isEmpty }
    }

    /// A stacked row cut to one line: the number, the first text cut to leave room for the
    /// figures, then the figures, which are never cut.
    private func oneLine(_ row: ListRow, number: Int) -> String {
        let cells = cells(of: row)
        let figures = figureColumns(cells).map { cells[$0] }.joined(separator: "  ")
        let text = cells.indices.first { columns[$0].shrinks && !cells[$0].isEmpty }
        let room = width - numberWidth - 4 - TerminalText.displayWidth(figures)
        let line = [
            TerminalText.pad(String(number), toWidth: numberWidth, alignment: .right),
            TerminalText.truncate(
                (text.map { cells[$0] } ?? "") + " …", toWidth: max(room, 1),
                usesUnicode: usesUnicode),
            figures,
        ].filter { !$0.isEmpty }.joined(separator: "  ")
        return TerminalText.truncate(line, toWidth: width, usesUnicode: usesUnicode)
    }

    private func lines(of row: ListRow, number: Int, cellLines: Int, noteLines: Int) -> [String] {
        let cells = cells(of: row)
        let effects = columns.indices.map { row.styles.indices.contains($0) ? row.styles[$0] : nil }
        let numberText = TerminalText.pad(String(number), toWidth: numberWidth, alignment: .right)
        var lines =
            widths.map {
                table(cells, effects, widths: $0, number: numberText, cellLines: cellLines)
            } ?? stacked(cells, effects, number: numberText, cellLines: cellLines)
        let room = width - numberWidth - 2
        let separator = usesUnicode ? " · " : " - "
        let parts = row.parts.map { TerminalText.sanitize($0) }.filter { !$0.isEmpty }
        lines += TerminalText.joined(parts, separator: separator, width: room)
            .flatMap { TerminalText.wrap($0, width: room) }.map { indent + $0 }
        for note in row.notes {
            lines += wrapped(TerminalText.sanitize(note), width: room, lineLimit: noteLines)
                .map { indent + $0 }
        }
        return lines.map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The row as a table line (or more when a cell wraps).
    private func table(
        _ cells: [String], _ effects: [TextStyle.Effect?], widths: [Int], number: String,
        cellLines: Int
    ) -> [String] {
        let wrappedCells = cells.indices.map { column in
            columns[column].shrinks
                ? wrapped(
                    cells[column], width: widths[column],
                    lineLimit: columns[column].wraps ? cellLines : 1)
                : [cells[column]]
        }
        let height = wrappedCells.map { $0.count }.max() ?? 1
        return (0..<max(height, 1)).map { index in
            var line = index == 0 ? number : String(repeating: " ", count: numberWidth)
            for (column, cellLines) in wrappedCells.enumerated() where widths[column] > 0 {
                let text = cellLines.indices.contains(index) ? cellLines[index] : ""
                line +=
                    "  "
                    + painted(
                        text, effects[column], toWidth: widths[column],
                        alignment: columns[column].alignment)
            }
            return line
        }
    }

    /// The row stacked: the number and the first text, then the other cells below it.
    private func stacked(
        _ cells: [String], _ effects: [TextStyle.Effect?], number: String, cellLines: Int
    ) -> [String] {
        let room = width - numberWidth - 2
        let texts = cells.indices.filter { columns[$0].shrinks && !cells[$0].isEmpty }
        let figures = figureColumns(cells)
        var body: [String] = []
        if let first = texts.first {
            body += wrapped(cells[first], width: room, lineLimit: cellLines)
                .map { painted($0, effects[first]) }
        }
        body += figureLines(figures.map { (cells[$0], effects[$0]) }, width: room)
        for column in texts.dropFirst() {
            body += wrapped(cells[column], width: room, lineLimit: cellLines)
                .map { painted($0, effects[column]) }
        }
        if body.isEmpty { body = [""] }
        return body.enumerated().map { ($0.offset == 0 ? number + "  " : indent) + $0.element }
    }

    /// `figures` joined by two spaces on lines of `width` cells, broken only between figures
    /// (one wider than a line wraps alone), each in its style.
    private func figureLines(_ figures: [(text: String, effect: TextStyle.Effect?)], width: Int)
        -> [String]
    {
        var lines: [(plain: String, painted: String, effect: TextStyle.Effect?)] = []
        for figure in figures {
            let painted = painted(figure.text, figure.effect)
            if let last = lines.last,
                TerminalText.displayWidth(last.plain) + 2 + TerminalText.displayWidth(figure.text)
                    <= width
            {
                lines[lines.count - 1] = (
                    last.plain + "  " + figure.text, last.painted + "  " + painted, nil
                )
            } else {
                lines.append((figure.text, painted, figure.effect))
            }
        }
        return lines.flatMap { line in
            let wrapped = TerminalText.wrap(line.plain, width: width)
            guard line.painted != line.plain else { return wrapped }
            // NB: only a figure alone on its line is wider than the line.
            return wrapped.count == 1 ? [line.painted] : wrapped.map { painted($0, line.effect) }
        }
    }

    /// `text` in `effect` (as it is when there is none or colour is off), padded to `width`
    /// cells by `alignment` when given, the padding measured on the plain text.
    private func painted(
        _ text: String, _ effect: TextStyle.Effect?, toWidth width: Int = 0,
        alignment: TerminalText.Alignment = .left
    ) -> String {
        guard let effect, style.isEnabled, !text.isEmpty else {
            return TerminalText.pad(text, toWidth: width, alignment: alignment)
        }
        let missing = max(width - TerminalText.displayWidth(text), 0)
        let before = alignment == .right ? missing : alignment == .center ? missing / 2 : 0
        return String(repeating: " ", count: before) + style.apply(effect, to: text)
            + String(repeating: " ", count: missing - before)
    }

    /// `text` wrapped to `width` cells on at most `lineLimit` lines, the last cut with an
    /// ellipsis when more was left.
    private func wrapped(_ text: String, width: Int, lineLimit: Int) -> [String] {
        let lines = TerminalText.wrap(text, width: max(width, 2))
        guard lines.count > lineLimit else { return lines }
        var kept = Array(lines.prefix(lineLimit))
        let rest = lines.dropFirst(lineLimit - 1).joined(separator: " ")
        kept[lineLimit - 1] = TerminalText.truncate(rest, toWidth: width, usesUnicode: usesUnicode)
        return kept
    }
}
