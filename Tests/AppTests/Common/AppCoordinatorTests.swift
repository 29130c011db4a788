import Testing

@testable import App

@MainActor
@Suite struct AppCoordinatorTests {
    private func makeCoordinator(_ terminal: ScriptedTerminal) -> AppCoordinator {
        AppCoordinator(
            terminal: terminal,
            entries: [.notBuiltYet(title: "Campaigns", summary: "donation campaigns")],
            drainNotices: { ["a notice"] })
    }

    @Test func start_notBuiltApp_saysSoAndStays() async {
        let terminal = ScriptedTerminal(lines: ["1", "q"])

        let exit = await makeCoordinator(terminal).start()

        #expect(exit == .quit)
        #expect(terminal.output.contains("Campaigns is not built yet"))
        #expect(terminal.output.contains("! a notice"))
    }

    @Test func start_unknownInput_saysWhatIsAccepted() async {
        let terminal = ScriptedTerminal(lines: ["zzz"])

        _ = await makeCoordinator(terminal).start()

        #expect(terminal.output.contains("Type a number from 1 to 1, ? for help or q to quit."))
    }

    @Test func start_endOfInput_quits() async {
        let terminal = ScriptedTerminal()

        let exit = await makeCoordinator(terminal).start()

        #expect(exit == .quit)
    }
}
