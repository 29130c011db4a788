import Testing

@testable import App

@MainActor
@Suite struct ScreenFramePagingTests {
    /// Draws a screen of 50 one-line rows with `chrome` body lines above them.
    private func draw(
        height: Int?, chrome: Int = 3, notices: [String] = [], page: inout PagedList
    ) -> [String] {
        var capabilities = TerminalCapabilities.plain
        capabilities.height = height
        let terminal = ScriptedTerminal(capabilities: capabilities)
        let frame = ScreenFrame(terminal: terminal, drainNotices: { notices })
        frame.draw(fitting: &page) { page in
            let rows = page.render((1...50).map { "row \($0)" }, capabilities: capabilities)
            return ScreenFrame.Content(
                title: "Title", body: Array(repeating: "header", count: chrome) + rows,
                message: nil, hint: KeyHint.standard(open: page.visibleNumbers, paging: true))
        }
        return terminal.output.split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
    }

    @Test func drawFitting_terminalOf24Rows_fillsItWithoutTheBlankLineAboveTheTitle() {
        var page = PagedList(itemCount: 50)

        let lines = draw(height: 24, notices: ["a notice"], page: &page)

        #expect(lines.count == 23)
        #expect(page.pageSize == 16)
        #expect(lines.prefix(2) == ["! a notice", "Title"])
        #expect(lines.last == "1-16 open · n/p page · b back · q quit · ? help")
    }

    @Test func drawFitting_withoutHeight_keepsThePageSize() {
        var page = PagedList(itemCount: 50)

        let lines = draw(height: nil, page: &page)

        #expect(page.pageSize == 20)
        #expect(lines.count == 3 + 20 + 3 + 1)
    }

    @Test func drawFitting_tooShortATerminal_keepsFiveRows() {
        var page = PagedList(itemCount: 50)

        _ = draw(height: 10, chrome: 8, page: &page)

        #expect(page.pageSize == ScreenFrame.minimumPageSize)
    }

    @Test func drawFitting_secondPage_keepsItsFirstRowInView() {
        var page = PagedList(itemCount: 50, pageSize: 10)
        _ = page.next()

        let lines = draw(height: 12, chrome: 0, page: &page)

        #expect(page.pageSize == 8)
        #expect(page.visibleNumbers == 9...16)
        #expect(lines.contains(" 11  row 11"))
        #expect(lines.count == 11)
    }
}
