import Testing

@testable import App
@testable import TextCommands
@testable import TextScreens

@MainActor
@Suite struct AppCoordinatorTests {
    /// Counts the apps made, and the exits their coordinators give.
    private final class Made {
        var count = 0
    }

    private struct StubFeature: AppFeature {
        static let name = "stub"
        static let title = "Stub"
        static let summary = "a stub app"

        init(environment: AppEnvironment) {}
        init() {}

        func makeCoordinator() -> any Coordinator { StubCoordinator() }
        func runCommand(_ arguments: [String]) async -> ExitCode { .ok }
    }

    private struct StubCoordinator: Coordinator {
        func start() async -> CoordinatorExit { .back }
    }

    private func makeCoordinator(_ terminal: ScriptedTerminal, made: Made) -> AppCoordinator {
        AppCoordinator(
            terminal: terminal,
            entries: [
                .init(
                    name: StubFeature.name, title: StubFeature.title,
                    summary: StubFeature.summary
                ) {
                    made.count += 1
                    return StubFeature()
                }
            ],
            drainNotices: { ["a notice"] })
    }

    @Test func start_menuShown_listsTheAppWithoutMakingIt() async {
        let terminal = ScriptedTerminal(lines: ["q"])
        let made = Made()

        let exit = await makeCoordinator(terminal, made: made).start()

        #expect(exit == .quit)
        #expect(terminal.output.contains("Stub") && terminal.output.contains("a stub app"))
        #expect(terminal.output.contains("! a notice"))
        #expect(made.count == 0)
    }

    @Test func start_openedTwice_makesTheAppEachTimeAndComesBack() async {
        let terminal = ScriptedTerminal(lines: ["1", "1", "q"])
        let made = Made()

        let exit = await makeCoordinator(terminal, made: made).start()

        #expect(exit == .quit)
        #expect(made.count == 2)
    }

    @Test func start_unknownInput_saysWhatIsAccepted() async {
        let terminal = ScriptedTerminal(lines: ["zzz"])

        _ = await makeCoordinator(terminal, made: Made()).start()

        #expect(terminal.output.contains("Type a row number, n, p, b, q or ? for help."))
    }

    @Test func start_endOfInput_quits() async {
        let terminal = ScriptedTerminal()

        let exit = await makeCoordinator(terminal, made: Made()).start()

        #expect(exit == .quit)
    }
}
