import TerminalKit

extension ScreenFrame {
    /// The fewest one-line rows a page shows however short the terminal is.
    static let minimumPageSize = 5

    /// Draws a screen that holds `page`'s rows, composed by `compose` for a given page.
    ///
    /// On a terminal of known height (``TerminalCapabilities/height``), `page` is resized so
    /// that the whole screen (notices, title, body, message, key hint and the prompt line)
    /// fits, the rows taking what the rest leaves: never fewer than ``minimumPageSize``
    /// unless rows of several lines leave no room for that many. A hint that takes more than
    /// two lines then shows only the essential keys (``KeyHint/essential``), and a message
    /// that alone makes the screen too tall shows without the rows (``messageAlone(_:)``).
    /// Without a height (piped output, tests) the page keeps its size. `compose` may be
    /// called several times; it must not draw.
    func draw(fitting page: inout PagedList, _ compose: (PagedList) -> Content) {
        guard let height = terminal.capabilities.height else {
            write(lines(of: compose(page)))
            return
        }
        let notices = drainNotices()
        // NB: one line is left for the prompt the screen reads its command at.
        let available = height - 1
        func screen(_ page: PagedList) -> Content {
            essential(compose(page), notices: notices)
        }
        var lines = lines(of: screen(page), notices: notices)
        let others = rowCount(lines) - page.visibleRange.count
        let estimate = max(Self.minimumPageSize, available - others)
        if estimate != page.pageSize {
            page.resize(pageSize: estimate)
            lines = self.lines(of: screen(page), notices: notices)
        }
        // NB: rows that wrap onto a second line count as "other" lines above, so the estimate
        // may be low: a full page grows while one more row still leaves a line to spare (so
        // a page that already fits exactly keeps its size, keys and blank line).
        while rowCount(lines) <= available, page.visibleRange.count == page.pageSize,
            page.pageSize < available
        {
            var bigger = page
            bigger.resize(pageSize: page.pageSize + 1)
            let biggerLines = self.lines(of: screen(bigger), notices: notices)
            guard rowCount(biggerLines) < available else { break }
            page = bigger
            lines = biggerLines
        }
        // NB: a row or the hint may take more than one line; shrink until the screen fits.
        while rowCount(lines) > available, page.pageSize > Self.minimumPageSize {
            page.resize(pageSize: page.pageSize - 1)
            lines = self.lines(of: screen(page), notices: notices)
        }
        if rowCount(lines) > available {
            var withoutMessage = screen(page)
            withoutMessage.message = nil
            if rowCount(self.lines(of: withoutMessage, notices: notices)) <= available {
                lines = self.lines(of: messageAlone(screen(page)), notices: notices)
            }
        }
        // NB: rows of several lines each may not fit even five at a time; then fewer rows
        // show, as the title, the page and the keys must stay on screen (unless even one row
        // does not fit: then the rest of the screen is too tall and five rows stay).
        var one = page
        one.resize(pageSize: 1)
        if rowCount(lines) > available,
            rowCount(self.lines(of: screen(one), notices: notices)) <= available
        {
            while rowCount(lines) > available, page.pageSize > 1 {
                page.resize(pageSize: page.pageSize - 1)
                lines = self.lines(of: screen(page), notices: notices)
            }
        }
        write(lines)
    }
}
