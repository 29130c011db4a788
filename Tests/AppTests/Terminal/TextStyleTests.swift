import Testing

@testable import TerminalKit

@MainActor
@Suite struct TextStyleTests {
    @Test func helpers_whenEnabled_wrapInMatchingCodes() {
        let style = TextStyle(isEnabled: true)

        let styled = [
            style.bold("b"), style.dim("d"), style.reverse("r"), style.red("e"),
            style.green("g"), style.yellow("y"), style.cyan("c"),
        ]

        #expect(
            styled == [
                "\u{1B}[1mb\u{1B}[22m", "\u{1B}[2md\u{1B}[22m", "\u{1B}[7mr\u{1B}[27m",
                "\u{1B}[31me\u{1B}[39m", "\u{1B}[32mg\u{1B}[39m", "\u{1B}[33my\u{1B}[39m",
                "\u{1B}[36mc\u{1B}[39m",
            ])
    }

    @Test func helpers_whenDisabled_returnPlainText() {
        let style = TextStyle(isEnabled: false)

        let styled = style.bold(style.red("alert")) + style.dim(" x") + style.cyan("")

        #expect(styled == "alert x")
    }

    @Test func style_ofTerminal_followsItsColorCapability() {
        var capabilities = TerminalCapabilities.plain
        capabilities.usesColor = true
        let colored = ScriptedTerminal(capabilities: capabilities)
        let plain = ScriptedTerminal()

        #expect(colored.style.green("ok") == "\u{1B}[32mok\u{1B}[39m")
        #expect(plain.style.green("ok") == "ok")
    }
}
