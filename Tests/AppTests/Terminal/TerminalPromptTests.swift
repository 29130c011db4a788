import Foundation
import TerminalKit
import Testing

@MainActor
@Suite struct TerminalPromptTests {
    @Test(arguments: [
        ("y", false, true), ("YES", false, true), (" Yes ", false, true), ("n", true, false),
        ("No", true, false), ("", false, false), ("", true, true),
    ])
    func confirm_answer_returnsDecision(answer: String, defaultYes: Bool, expected: Bool) async {
        let terminal = ScriptedTerminal(lines: [answer])

        let confirmed = await terminal.confirm("Delete it?", defaultYes: defaultYes)

        #expect(confirmed == expected)
    }

    @Test(arguments: [false, true])
    func confirm_endOfInput_isNeverConsent(defaultYes: Bool) async {
        let terminal = ScriptedTerminal()

        let confirmed = await terminal.confirm("Open it?", defaultYes: defaultYes)

        #expect(!confirmed)
    }

    @Test func confirm_atThirtyColumns_keepsThePromptAndItsSpaceWithinTheWidth() async {
        var capabilities = TerminalCapabilities.plain
        capabilities.width = 30
        let terminal = ScriptedTerminal(lines: ["n"], capabilities: capabilities)

        _ = await terminal.confirm("Open it in your browser?")

        #expect(terminal.output == "Open it in your browser?\n[y/N] n\n")
    }

    @Test func pick_tooManyOptionsForTheHeight_showsAPageAtATimeNumberedThroughout() async {
        var capabilities = TerminalCapabilities.plain
        capabilities.width = 30
        capabilities.height = 6
        let terminal = ScriptedTerminal(lines: ["n", "n", "5"], capabilities: capabilities)
        let options = (1...5).map { "Template \($0)" }

        let answer = await terminal.pick("Template?", options: options)

        #expect(answer == .chosen(4))
        #expect(
            terminal.output == """
                Template?
                  1  Template 1
                  2  Template 2
                  3  Template 3
                page 1 of 2 · n/p page
                Number: n
                Template?
                  4  Template 4
                  5  Template 5
                page 2 of 2 · n/p page
                Number: n
                Already on the last page.
                Number: 5

                """)
    }

    @Test func confirm_prompt_showsDefault() async {
        let no = ScriptedTerminal(lines: ["n"])
        let yes = ScriptedTerminal(lines: ["n"])

        _ = await no.confirm("Open it?")
        _ = await yes.confirm("Open it?", defaultYes: true)

        #expect(no.output == "Open it? [y/N] n\n")
        #expect(yes.output == "Open it? [Y/n] n\n")
    }

    @Test func confirm_garbageThenYes_asksAgain() async {
        let terminal = ScriptedTerminal(lines: ["maybe", "y"])

        let confirmed = await terminal.confirm("Open it?")

        #expect(confirmed)
        #expect(
            terminal.output == "Open it? [y/N] maybe\nPlease answer y or n.\nOpen it? [y/N] y\n")
    }

    @Test func confirm_onlyGarbage_givesUpAsNo() async {
        let terminal = ScriptedTerminal(lines: ["a", "b", "c", "y"])

        let confirmed = await terminal.confirm("Open it?", defaultYes: true)

        #expect(!confirmed)
        #expect(terminal.output.hasSuffix("No clear answer, so taking that as no.\n"))
        #expect(!terminal.output.contains("? [Y/n] y"))
    }

    @Test(
        arguments: [
            ("", "Seoul", "Seoul"), ("  Busan ", "Seoul", "Busan"), ("", nil, ""),
            ("Jeju", nil, "Jeju"),
        ] as [(String, String?, String)])
    func ask_answer_returnsAnswerOrDefault(answer: String, defaultValue: String?, expected: String)
        async
    {
        let terminal = ScriptedTerminal(lines: [answer])

        let result = await terminal.ask("City", default: defaultValue)

        #expect(result == expected)
    }

    @Test func ask_endOfInput_returnsNil() async {
        let terminal = ScriptedTerminal()

        let result = await terminal.ask("City", default: "Seoul")

        #expect(result == nil)
    }

    @Test func ask_prompt_showsSanitizedDefault() async {
        let terminal = ScriptedTerminal(lines: [""])

        _ = await terminal.ask("Title", default: "Evil\u{1B}]52;c;eA==\u{07} game")

        #expect(terminal.output == "Title [Evil game]: \n")
    }

    @Test func choose_number_returnsIndex() async {
        let terminal = ScriptedTerminal(lines: ["2"])

        let index = await terminal.choose("Sort by", options: ["date", "value", "popularity"])

        #expect(index == 1)
        #expect(terminal.output == "Sort by\n  1  date\n  2  value\n  3  popularity\nNumber: 2\n")
    }

    @Test func choose_emptyAnswer_returnsDefault() async {
        let terminal = ScriptedTerminal(lines: [""])

        let index = await terminal.choose("Sort by", options: ["date", "value"], default: 1)

        #expect(index == 1)
        #expect(terminal.output.contains("Number [2]: "))
    }

    @Test func choose_badAnswersThenNumber_asksAgain() async {
        let terminal = ScriptedTerminal(lines: ["9", "0", "1"])

        let index = await terminal.choose("Sort by", options: ["date", "value"])

        #expect(index == 0)
        #expect(
            terminal.output.components(
                separatedBy: "Please type a number from 1 to 2, b to go back or q to quit."
            ).count == 3)
    }

    /// A screen's command typed at a chooser is answered with one sentence.
    @Test func pick_aScreenCommand_saysItIsNotAChoice() async {
        let terminal = ScriptedTerminal(lines: ["s value", "b"])

        let answer = await terminal.pick("Platform:", options: ["all", "PC", "Steam"])

        #expect(answer == .back)
        #expect(
            terminal.output.replacingOccurrences(of: "\n", with: " ").contains(
                "\"s value\" is not one of the choices: type a number from 1 to 3, or b to go "
                    + "back and type it there."))
    }

    @Test func pick_onlyBadAnswers_saysNothingWasChosen() async {
        let terminal = ScriptedTerminal(lines: ["0", "9", "-1"])

        let answer = await terminal.pick("Platform:", options: ["all", "PC"])

        #expect(answer == .back)
        #expect(terminal.output.hasSuffix("Nothing was chosen.\n"))
    }

    @Test(arguments: [("b", ChooserAnswer.back), ("Q", .quit)])
    func pick_bOrQ_leavesTheChooser(answer: String, expected: ChooserAnswer) async {
        let terminal = ScriptedTerminal(lines: [answer])

        #expect(await terminal.pick("Sort by", options: ["date", "value"]) == expected)
    }

    @Test func choose_endOfInputOrOnlyBadAnswers_returnsNil() async {
        let ended = ScriptedTerminal(lines: [])
        let stubborn = ScriptedTerminal(lines: ["0", "", "-1", "1"])

        let none = await ended.choose("Sort by", options: ["date"], default: 0)
        let refused = await stubborn.choose("Sort by", options: ["date"])

        #expect(none == nil)
        #expect(refused == nil)
    }
}
