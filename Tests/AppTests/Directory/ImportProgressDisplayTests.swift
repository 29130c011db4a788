import CleanAppsCore
import CleanAppsTestSupport
import DirectoryDomain
import Foundation
import Synchronization
import Testing

@testable import DirectoryScreens
@testable import TerminalKit

@MainActor
@Suite struct ImportProgressDisplayTests {
    /// A clock the test moves by hand.
    private final class ManualNow: Sendable {
        private let seconds = Mutex(0.0)
        func advance(_ delta: Double) { seconds.withLock { $0 += delta } }
        var now: Now { { [self] in Date(timeIntervalSince1970: seconds.withLock { $0 }) } }
    }

    private func interactiveTerminal() -> ScriptedTerminal {
        var capabilities = TerminalCapabilities.plain
        capabilities.isInteractive = true
        capabilities.width = 120
        return ScriptedTerminal(capabilities: capabilities)
    }

    @Test func show_readStepAfterHalfASecond_drawsBarRowsAndRate() {
        let clock = ManualNow()
        let terminal = interactiveTerminal()
        let display = ImportProgressDisplay(file: "big.xlsx", terminal: terminal, now: clock.now)

        clock.advance(0.5)
        display.show(.read(persons: 30_000))

        #expect(
            terminal.output
                == "\rImporting big.xlsx  [############--------]  60%  30000 rows, 60000 rows/s")
    }

    @Test func show_laterSteps_keepRowsAndRecomputeTheRate() {
        let clock = ManualNow()
        let terminal = interactiveTerminal()
        let display = ImportProgressDisplay(file: "b.xlsx", terminal: terminal, now: clock.now)
        display.show(.checked)
        clock.advance(1)
        display.show(.read(persons: 3_000))
        clock.advance(1)
        display.show(.written)
        display.finish()

        let drawn = terminal.output.split(separator: "\r").map { $0.trimmingTrailingSpaces() }
        #expect(
            drawn == [
                "Importing b.xlsx  [#-------------------]   5%",
                "Importing b.xlsx  [############--------]  60%  3000 rows, 3000 rows/s",
                "Importing b.xlsx  [####################] 100%  3000 rows, 1500 rows/s", "",
            ])
    }

    @Test func show_notInteractive_drawsNothing() {
        let terminal = ScriptedTerminal()
        let display = ImportProgressDisplay(file: "b.xlsx", terminal: terminal, now: { Date() })

        display.show(.read(persons: 10))
        display.finish()

        #expect(terminal.output.isEmpty)
    }

    @Test func text_noTimePassed_leavesTheRateOut() {
        #expect(
            ImportProgressDisplay.text(file: "f", fraction: 0.6, rows: 5, seconds: 0)
                == "Importing f  [############--------]  60%  5 rows")
    }
}

extension Substring {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = String(self)
        while text.last == " " { text.removeLast() }
        return text
    }
}
