/// A ``ListScreen`` laid out for one terminal and cut into pages of whole rows.
///
/// Every row is laid out first (see `ListRowLayout`); then pages are cut from the top,
/// each taking the rows that fit ``pageLines`` whole, with a section's header above its first
/// row on each page (a blank line before a header that does not start the page). So a page
/// never splits a row, a header never sits inside a row, each item is on exactly one page,
/// and "page K of N", the open range in the hint and `n`/`p` all come from the same pages.
///
/// ``pageLines`` is fixed by the terminal's height and the screen's fixed parts (title,
/// header, trailer, the message line, the hint at its widest), not by a message: from the
/// first drawing one line above the hint is kept for a message (blank without one), so a
/// page keeps its rows and the hint stays when a message comes or goes. A longer message
/// takes the blank lines under a short page too, or shows alone above the hint when it needs
/// more (see ``lines(message:style:)``). A value type: a screen keeps one, turns its pages, and calls
/// ``update(_:capabilities:)`` when its rows or the terminal change.
public struct ListPages: Equatable, Sendable {
    /// How many lines a page's rows take without a terminal height (piped output).
    public static let pipedPageLines = 20

    /// What is shown.
    public private(set) var screen: ListScreen
    /// The terminal it is laid out for.
    public private(set) var capabilities: TerminalCapabilities
    /// How many lines the rows of one page (with their section headers) may take.
    public private(set) var pageLines = 1
    /// The page shown, from 0.
    public private(set) var pageIndex = 0
    /// The items on each page (at least one page, empty for an empty list).
    private var pages: [Range<Int>] = [0..<0]
    /// Each row's lines, by item index.
    private var blocks: [[String]] = []
    /// Whether the hint is cut to the main keys (a narrow terminal).
    private var isCompactHint = false
    /// How many of the blank lines around the title show (2, or fewer on a short terminal).
    private var titleBlanks = 2
    /// The header's lines as shown (wrapped; cut on a terminal too short for all of them).
    private var header: [String] = []
    /// Whether the header is cut to leave the rows `fewestPageLines` lines.
    public private(set) var isHeaderCut = false
    /// The trailer's lines as shown (wrapped).
    private var trailer: [String] = []
    /// The lines kept above the hint for a message: ``messageRows``, or none on a terminal
    /// that would leave a page fewer than `fewestPageLines` lines with it.
    public private(set) var keptMessageRows = Self.messageRows

    /// `screen` laid out for a terminal of `capabilities`, on its first page.
    public init(_ screen: ListScreen, capabilities: TerminalCapabilities) {
        self.screen = screen
        self.capabilities = capabilities
        layOut()
    }

    /// Shows `screen` from now on on a terminal of `capabilities` (after its rows changed or
    /// the terminal was resized), on the page that holds the first item shown so far (the
    /// last page when there is no such item any more).
    public mutating func update(_ screen: ListScreen, capabilities: TerminalCapabilities) {
        guard screen != self.screen || capabilities != self.capabilities else { return }
        let first = pages[pageIndex].lowerBound
        self.screen = screen
        self.capabilities = capabilities
        layOut()
        pageIndex = pages.firstIndex { $0.contains(first) } ?? (pages.count - 1)
    }

    /// Shows the first page (after a search or a new sort).
    public mutating func reset() { pageIndex = 0 }

    /// How many pages there are; an empty list has one (empty) page.
    public var pageCount: Int { pages.count }

    /// The item indices (from 0) on the current page.
    public var visibleRange: Range<Int> { pages[pageIndex] }

    /// The row numbers (from 1) on the current page; nil when it shows no rows.
    public var visibleNumbers: ClosedRange<Int>? {
        visibleRange.isEmpty ? nil : (visibleRange.lowerBound + 1)...visibleRange.upperBound
    }

    /// The items on each page, first to last.
    public var itemsByPage: [Range<Int>] { pages }

    /// Turns to the next page; returns a message instead when already on the last one.
    public mutating func next() -> String? {
        guard pageIndex + 1 < pages.count else { return "Already on the last page." }
        pageIndex += 1
        return nil
    }

    /// Turns to the previous page; returns a message instead when already on the first one.
    public mutating func previous() -> String? {
        guard pageIndex > 0 else { return "Already on the first page." }
        pageIndex -= 1
        return nil
    }

    /// The item index for a typed row `number` (numbers are global), or nil when no item
    /// has that number.
    public func itemIndex(forNumber number: Int) -> Int? {
        screen.rows.indices.contains(number - 1) ? number - 1 : nil
    }

    /// What to tell a user who typed a number that is not on the list.
    public var numberMessage: String {
        screen.rows.isEmpty ? "The list is empty." : "Type a number from 1 to \(screen.rows.count)."
    }

    /// The footer, e.g. "page 2 of 5 · 47 items" (" - " instead of " · " without unicode);
    /// "page 2 of 5", then "2/5" on a terminal too narrow for it.
    public var footer: String {
        let separator = capabilities.usesUnicode ? " · " : " - "
        let count = screen.rows.count
        let page = "page \(pageIndex + 1) of \(pages.count)"
        let full = page + separator + (count == 1 ? "1 item" : "\(count) items")
        if full.count <= capabilities.width { return full }
        return page.count <= capabilities.width ? page : "\(pageIndex + 1)/\(pages.count)"
    }

    /// The hint for the current page: the open range, search, paging, the screen's keys,
    /// back, quit, help; only the main keys on a terminal where all take over two lines.
    public var hint: KeyHint {
        hint(open: visibleNumbers, paging: pages.count > 1, compact: isCompactHint)
    }

    /// The hint with every key, or when `compact` the main ones: those and b, q and ?, or
    /// (when that still takes over two lines) those and ? alone, which lists the rest.
    private func hint(open: ClosedRange<Int>?, paging: Bool, compact: Bool) -> KeyHint {
        var hint = screen.numberAction.map { KeyHint().open(open, action: $0) } ?? KeyHint()
        if screen.searches { hint = hint.search() }
        if paging { hint = hint.paging() }
        for key in screen.keys where key.isMain || !compact { hint = hint.key(key.key, key.action) }
        let full = hint.back().quit().help()
        guard compact, Self.lineCount(full, capabilities) > 2 else { return full }
        return hint.help()
    }

    private static func lineCount(_ hint: KeyHint, _ capabilities: TerminalCapabilities) -> Int {
        hint.render(capabilities: capabilities).split(
            separator: "\n", omittingEmptySubsequences: false
        ).count
    }

    private func hintLineCount(compact: Bool) -> Int {
        let count = screen.rows.count
        let widest = count > 0 ? count...count + 1 : nil
        return Self.lineCount(
            hint(open: widest, paging: true, compact: compact), capabilities)
    }

    private mutating func layOut() {
        let width = capabilities.width
        isCompactHint = hintLineCount(compact: false) > 2
        titleBlanks = 2
        let layout = ListRowLayout(
            rows: screen.rows, columns: screen.columns, width: width,
            usesUnicode: capabilities.usesUnicode, style: TextStyle(capabilities: capabilities))
        header = screen.header.flatMap(fitted)
        isHeaderCut = false
        trailer = screen.trailer.flatMap(fitted)
        if let height = capabilities.height {
            let fixed =
                titleLines.count + header.count + 1 + trailer.count
                + hintLineCount(compact: isCompactHint) + 1
            pageLines = height - fixed - titleBlanks
            // NB: a terminal with little room for rows gives them the blank lines first.
            while pageLines < 6, titleBlanks > 0 {
                titleBlanks -= 1
                pageLines += 1
            }
            // NB: then the message line is kept unless it would leave a page too few lines.
            keptMessageRows =
                pageLines - Self.messageRows >= Self.fewestPageLines ? Self.messageRows : 0
            pageLines -= keptMessageRows
            // NB: then the end of a header too tall to leave a few rows (a party's links on a
            // short terminal); the last line left says so.
            if pageLines < Self.fewestPageLines, !header.isEmpty {
                let kept = max(header.count - (Self.fewestPageLines - pageLines), 1)
                pageLines += header.count - kept
                header = Array(header.prefix(kept - 1)) + [cutMark(header.count - kept + 1)]
                isHeaderCut = true
            }
            pageLines = max(pageLines, 1)
        } else {
            keptMessageRows = Self.messageRows
            pageLines = Self.pipedPageLines
        }
        let hasSections = screen.rows.contains { $0.section != nil }
        let rowLimit = max(pageLines - (hasSections ? 1 : 0), 1)
        blocks = screen.rows.enumerated().map { index, row in
            layout.lines(of: row, number: index + 1, lineLimit: rowLimit)
        }
        pages = Self.cut(
            blocks.map { $0.count }, sections: screen.rows.map { $0.section }, lines: pageLines)
        pageIndex = min(pageIndex, pages.count - 1)
    }

    /// Pages of whole rows of `heights` lines that fit `lines` lines with their headers.
    static func cut(_ heights: [Int], sections: [String?], lines: Int) -> [Range<Int>] {
        var pages: [Range<Int>] = []
        var start = 0
        var used = 0
        for index in heights.indices {
            var cost = heights[index]
            if let section = sections[index] {
                if index == start { cost += 1 } else if section != sections[index - 1] { cost += 2 }
            }
            if index > start, used + cost > lines {
                pages.append(start..<index)
                start = index
                cost = heights[index] + (sections[index] == nil ? 0 : 1)
                used = 0
            }
            used += cost
        }
        if start < heights.count || pages.isEmpty { pages.append(start..<heights.count) }
        return pages
    }

    /// How many terminal rows plain `lines` take: a line kept whole wider than the terminal
    /// wraps onto more.
    private func rowCount(_ lines: [String]) -> Int {
        let width = max(capabilities.width, 1)
        return lines.reduce(0) { $0 + max(1, (TerminalText.displayWidth($1) + width - 1) / width) }
    }

    private var titleLines: [String] {
        Array(
            TerminalText.wrap(TerminalText.sanitize(screen.title), width: capabilities.width)
                .prefix(3))
    }

    /// The lines kept above the hint for a message from the first drawing (blank without
    /// one): one, so a page keeps its rows when a message comes or goes; a longer message
    /// takes the blank lines under a short page, or shows alone. A terminal so short that a
    /// page would keep fewer than `fewestPageLines` lines keeps none (see
    /// ``keptMessageRows``): a message there shows alone above the hint.
    public static let messageRows = 1

    /// The fewest lines a page keeps for its rows when a tall header is cut for them.
    static let fewestPageLines = 3

    /// The line ending a header cut by `count` lines.
    private func cutMark(_ count: Int) -> String {
        TerminalText.truncate(
            "(\(count) more lines on a taller terminal)", toWidth: capabilities.width,
            usesUnicode: capabilities.usesUnicode)
    }

    /// `line` as it is when it fits the terminal (styles kept); else sanitized and wrapped.
    private func fitted(_ line: String) -> [String] {
        let plain = TerminalText.sanitize(line)
        guard TerminalText.displayWidth(plain) > capabilities.width else { return [line] }
        let indent = plain.prefix { $0 == " " }.count
        let pad = String(repeating: " ", count: indent < capabilities.width / 2 ? indent : 0)
        return TerminalText.wrap(
            String(plain.dropFirst(pad.count)), width: capabilities.width - pad.count
        )
        .map { pad + $0 }
    }

    /// The rows of the current page with their section headers, styled by `style`.
    func pageBody(style: TextStyle) -> [String] {
        guard !screen.rows.isEmpty else {
            return Array(screen.emptyText.flatMap(fitted).prefix(pageLines))
        }
        var lines: [String] = []
        for index in visibleRange {
            if let section = screen.rows[index].section,
                index == visibleRange.lowerBound || screen.rows[index - 1].section != section
            {
                let continues = index > 0 && screen.rows[index - 1].section == section
                if index != visibleRange.lowerBound { lines.append("") }
                lines.append(
                    style.bold(
                        TerminalText.truncate(
                            TerminalText.sanitize(section)
                                + (continues ? screen.continuedMark : ""),
                            toWidth: capabilities.width, usesUnicode: capabilities.usesUnicode)))
            }
            lines += blocks[index]
        }
        return lines
    }

    /// The whole screen for the current page, styled by `style`, with `message` (outside
    /// text: sanitized and wrapped here) on the line kept for it above the hint.
    ///
    /// The screen takes at most the terminal's height less one line for the prompt. The line
    /// above the hint is blank without a message. A message of more lines takes the blank
    /// lines under a short page too; one that needs more room than that shows alone under
    /// the title, above a line saying that Enter shows the list again and the hint. Without a
    /// height, all of it shows.
    public func lines(message: String?, style: TextStyle) -> [String] {
        var top: [String] = []
        if titleBlanks > 0 { top.append("") }
        top += titleLines.map(style.bold)
        if titleBlanks > 1 { top.append("") }
        var lines = top + header + pageBody(style: style)
        if pages.count > 1 { lines.append(style.dim(footer)) }
        lines += trailer
        let hint = hint.render(capabilities: capabilities)
            .split(separator: "\n", omittingEmptySubsequences: false).map { style.dim(String($0)) }
        guard let message, !message.isEmpty else {
            return lines + Array(repeating: "", count: keptMessageRows) + hint
        }
        // NB: a web address or path in a message is kept whole for copying.
        let plainSaid = TerminalText.wrap(
            TerminalText.sanitize(message, keepsNewlines: true), width: capabilities.width,
            keepsAddressesWhole: true)
        let said = plainSaid.map(style.cyan)
        guard let height = capabilities.height else { return lines + said + hint }
        let room = height - 1 - lines.count - hint.count
        let saidRows = rowCount(plainSaid)
        // NB: a message of more lines is set apart from the page when there is room.
        if saidRows > 1, saidRows < room { return lines + [""] + said + hint }
        if saidRows <= room { return lines + said + hint }
        let again = style.dim(
            TerminalText.truncate(
                "(Enter shows the list again.)", toWidth: capabilities.width,
                usesUnicode: capabilities.usesUnicode))
        let alone = max(height - 1 - top.count - 1 - hint.count, 1)
        guard saidRows > alone else { return top + said + [again] + hint }
        var cut = Array(said.prefix(alone))
        cut[cut.count - 1] = style.cyan(
            TerminalText.truncate(
                TerminalText.sanitize(cut[cut.count - 1]) + " …", toWidth: capabilities.width,
                usesUnicode: capabilities.usesUnicode))
        return top + cut + [again] + hint
    }
}
