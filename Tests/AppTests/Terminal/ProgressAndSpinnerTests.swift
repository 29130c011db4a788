import CleanAppsTestSupport
import Testing

@testable import TerminalKit

@MainActor
@Suite struct ProgressAndSpinnerTests {
    private struct WorkFailed: Error, Equatable {}

    private func interactiveTerminal(unicode: Bool = true) -> ScriptedTerminal {
        var capabilities = TerminalCapabilities.plain
        capabilities.isInteractive = true
        capabilities.usesUnicode = unicode
        return ScriptedTerminal(capabilities: capabilities)
    }

    @Test(arguments: [
        (0.5, "[#####-----]  50%"), (0, "[----------]   0%"), (1, "[##########] 100%"),
        (0.07, "[----------]   7%"), (-2, "[----------]   0%"), (1.7, "[##########] 100%"),
        (Double.nan, "[----------]   0%"),
    ])
    func render_fraction_drawsBarAndPercent(fraction: Double, expected: String) {
        #expect(ProgressBar.render(fraction: fraction, cells: 10) == expected)
    }

    @Test func progressBar_interactive_redrawsInPlaceAndErases() {
        let terminal = interactiveTerminal()
        let bar = ProgressBar("Import", terminal: terminal, cells: 4)

        bar.update(completed: 1, of: 2)
        bar.update(completed: 2, of: 2)
        bar.finish()

        #expect(
            terminal.output
                == "\rImport  [##--]  50%\rImport  [####] 100%\r"
                + String(repeating: " ", count: 19) + "\r")
    }

    @Test func progressBar_notInteractive_drawsNothing() {
        let terminal = ScriptedTerminal()
        let bar = ProgressBar("Import", terminal: terminal)

        bar.update(fraction: 0.5)
        bar.finish()

        #expect(terminal.output.isEmpty)
    }

    @Test func statusLine_shorterRedraw_coversOldText() {
        let terminal = interactiveTerminal()
        let line = StatusLine(terminal: terminal)

        line.show("long text")
        line.show("\u{1B}[31mok")

        #expect(terminal.output == "\rlong text\rok       ")
        #expect(line.isShowing)
    }

    @Test func withSpinner_notInteractive_justRunsWork() async {
        let terminal = ScriptedTerminal()
        let clock = TestClock()

        let value = await withSpinner("Loading", terminal: terminal, clock: clock) {
            await clock.advance(by: .seconds(5))
            return 42
        }

        #expect(value == 42)
        #expect(terminal.output.isEmpty)
        #expect(clock.sleeperCount == 0)
    }

    @Test func withSpinner_quickWork_showsNothing() async {
        let terminal = interactiveTerminal()
        let clock = TestClock()

        let value = await withSpinner("Loading", terminal: terminal, clock: clock) {
            await clock.waitForSleepers(1)
            await clock.advance(by: .milliseconds(150))
            return "done"
        }

        #expect(value == "done")
        #expect(terminal.output.isEmpty)
    }

    @Test func withSpinner_slowWork_spinsThenErases() async {
        let terminal = interactiveTerminal()
        let clock = TestClock()

        await withSpinner("Loading", terminal: terminal, clock: clock) {
            await clock.waitForSleepers(1)
            await clock.advance(by: .milliseconds(200))
            await clock.waitForSleepers(1)
            await clock.advance(by: .milliseconds(100))
            await clock.waitForSleepers(1)
        }

        #expect(terminal.output == "\r⠋ Loading\r⠙ Loading\r         \r")
    }

    @Test func withSpinner_failingSlowWork_erasesAndRethrows() async {
        let terminal = interactiveTerminal(unicode: false)
        let clock = TestClock()

        await #expect(throws: WorkFailed.self) {
            try await withSpinner("Saving", terminal: terminal, clock: clock) {
                () throws(WorkFailed) in
                await clock.waitForSleepers(1)
                await clock.advance(by: .milliseconds(250))
                await clock.waitForSleepers(1)
                throw WorkFailed()
            }
        }
        #expect(terminal.output == "\r| Saving\r        \r")
    }
}
