extension ScreenFrame {
    /// The fewest rows a page shows however short the terminal is.
    static let minimumPageSize = 5

    /// Draws a screen that holds `page`'s rows, composed by `compose` for a given page.
    ///
    /// On a terminal of known height (``TerminalCapabilities/height``), `page` is first
    /// resized so that the whole screen (notices, title, body, message, key hint and the
    /// prompt line) fits, each row taking what the rest leaves, but never fewer than
    /// ``minimumPageSize`` rows; a hint that takes more than two lines shows only the
    /// essential keys then (``KeyHint/essential``), and a message too long for both shows
    /// without the rows (``messageAlone(_:)``). Without a height (piped output, tests) the page keeps its
    /// size. `compose` may be called several times; it must not draw.
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
        let others = lines.count - page.visibleRange.count
        let estimate = max(Self.minimumPageSize, available - others)
        if estimate != page.pageSize {
            page.resize(pageSize: estimate)
            lines = self.lines(of: screen(page), notices: notices)
        }
        // NB: a row or the hint may take more than one line; shrink until the screen fits.
        while lines.count > available, page.pageSize > Self.minimumPageSize {
            page.resize(pageSize: page.pageSize - 1)
            lines = self.lines(of: screen(page), notices: notices)
        }
        if lines.count > available {
            lines = self.lines(of: messageAlone(screen(page)), notices: notices)
        }
        write(lines)
    }
}
