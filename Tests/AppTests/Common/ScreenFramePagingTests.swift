import Testing

@testable import App
@testable import TerminalKit

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

@MainActor
@Suite struct BodyScrollTests {
    private func frame(height: Int, lines: [String]) -> (ScreenFrame, ScriptedTerminal) {
        var capabilities = TerminalCapabilities.plain
        capabilities.height = height
        let terminal = ScriptedTerminal(lines: lines, capabilities: capabilities)
        return (ScreenFrame(terminal: terminal, drainNotices: { [] }), terminal)
    }

    @Test func draw_bodyTallerThanTheTerminal_showsAWindowThatNAndPScroll() async {
        let (frame, terminal) = frame(height: 10, lines: ["n", "n", "n", "p"])
        let body = (1...12).map { "line \($0)" }

        let outcome: ScreenStepTestOutcome = await frame.loop(help: "help", accepted: "?") {
            message in
            frame.draw(title: "Long", body: body, message: message, hint: KeyHint().back())
        } handle: { _ in
            nil
        }

        let screens = terminal.prompts.map(\.screen)
        #expect(outcome == .quit)
        #expect(screens[0].contains("line 1\n") && !screens[0].contains("line 7\n"))
        #expect(screens[0].contains("(lines 1–5 of 12: n/p scroll)"))
        #expect(screens[1].contains("(lines 6–10 of 12: n/p scroll)"))
        #expect(screens[2].contains("(lines 8–12 of 12: n/p scroll)"))
        #expect(screens[3].contains("Already at the end."))
        #expect(screens[4].contains("(lines 5–9 of 12: n/p scroll)"))
        #expect(screens.allSatisfy { $0.split(separator: "\n").count <= 9 })
    }

    @Test func draw_helpTallerThanTheTerminal_showsItAloneUntilEnter() async {
        let (frame, terminal) = frame(height: 10, lines: ["?", ""])
        let help = Array(repeating: "word", count: 60).joined(separator: " ")

        let _: ScreenStepTestOutcome = await frame.loop(help: help, accepted: "?") { message in
            frame.draw(
                title: "List", body: (1...4).map { "row \($0)" }, message: message,
                hint: KeyHint().back())
        } handle: { _ in
            nil
        }

        let screens = terminal.prompts.map(\.screen)
        #expect(!screens[1].contains("row 1") && screens[1].contains("Press Enter to see"))
        #expect(screens[2].contains("row 1"))
    }

    @Test func essential_longHint_keepsTheFirstKeyAndTheSharedOnes() {
        let hint = KeyHint.standard(
            open: 1...5, search: true, paging: true, extra: [.init(key: "f", action: "favourites")])

        #expect(
            hint.essential.render(capabilities: .plain)
                == "1-5 open · n/p page · b back · q quit · ? help")
    }
}

/// An outcome for screens under test: only back and quit.
private enum ScreenStepTestOutcome: ScreenOutcome, Equatable {
    case back
    case quit
}

extension ScreenFramePagingTests {
    @Test func drawFitting_someRowsWrapOntoTwoLines_showsAsManyRowsAsFitTheHeight() {
        var capabilities = TerminalCapabilities.plain
        capabilities.width = 30
        capabilities.height = 24
        let terminal = ScriptedTerminal(capabilities: capabilities)
        let frame = ScreenFrame(terminal: terminal, drainNotices: { [] })
        let titles = (1...50).map {
            $0 % 4 == 0 ? "A title long enough to wrap \($0)" : "Row \($0)"
        }
        var page = PagedList(itemCount: 50)

        frame.draw(fitting: &page) { page in
            ScreenFrame.Content(
                title: "Title", body: page.render(titles, capabilities: capabilities),
                message: nil, hint: KeyHint().key("q", "quit"))
        }

        let lines = terminal.output.split(separator: "\n").map(String.init)
        // Of 24 rows, the prompt, the blank line, the title, the blank line under it and the
        // hint leave 19 lines: rows 1-15 (4, 8 and 12 take two lines each) and one to spare,
        // not the estimate from the 20 rows first drawn (5 of them two lines).
        #expect(page.pageSize == 15)
        #expect(lines.count <= 23)
    }
}
