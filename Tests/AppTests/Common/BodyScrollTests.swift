import Testing

@testable import Terminal
@testable import TextScreens

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

        let outcome = await frame.loop(keys: ScreenKeys<ScreenStepTestOutcome>([])) {
            message in
            frame.draw(title: "Long", body: body, message: message, hint: KeyHint().back())
        }

        let screens = terminal.prompts.map(\.screen)
        #expect(outcome == .quit)
        #expect(screens[0].contains("line 1\n") && !screens[0].contains("line 7\n"))
        // NB: the line kept for a message takes a row from the first drawing.
        #expect(screens[0].contains("(lines 1–4 of 12: n/p scroll)"))
        #expect(screens[1].contains("(lines 5–8 of 12: n/p scroll)"))
        #expect(screens[2].contains("(lines 9–12 of 12: n/p scroll)"))
        #expect(screens[3].contains("Already at the end."))
        #expect(screens[3].contains("(lines 9–12 of 12: n/p scroll)"))
        #expect(screens[4].contains("(lines 5–8 of 12: n/p scroll)"))
        #expect(screens.allSatisfy { $0.split(separator: "\n").count <= 9 })
    }

    @Test func draw_helpTallerThanTheTerminal_showsItAloneUntilEnter() async {
        let (frame, terminal) = frame(height: 10, lines: ["?", ""])
        let help = Array(repeating: "word", count: 60).joined(separator: " ")

        let keys = ScreenKeys<ScreenStepTestOutcome>([], about: help)
        _ = await frame.loop(keys: keys) { message in
            frame.draw(
                title: "List", body: (1...4).map { "row \($0)" }, message: message,
                hint: KeyHint().back())
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
