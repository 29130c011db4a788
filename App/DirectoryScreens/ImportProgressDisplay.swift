import CleanAppsCore
import DirectoryDomain
import Foundation
import TerminalKit

/// The one-line progress of an import on an interactive terminal:
/// `Importing big.xlsx  [############--------]  60%  30000 rows, 41200 rows/s`.
///
/// Drawn through a ``StatusLine``, so pipes and files get nothing and an import's printed
/// report stays the same. The rate is the rows read over the time since the display was
/// made, by the injected clock.
@MainActor
final class ImportProgressDisplay {
    private let file: String
    private let line: StatusLine
    private let now: Now
    private let start: Date
    private var rows: Int?

    /// A display for importing `file`, timed by `now` from this moment.
    init(file: String, terminal: any Terminal, now: @escaping Now) {
        self.file = file
        self.line = StatusLine(terminal: terminal)
        self.now = now
        self.start = now()
    }

    /// Redraws the line after `step`.
    func show(_ step: ImportStep) {
        if case .read(let persons) = step { rows = persons }
        let seconds = now().timeIntervalSince(start)
        line.show(Self.text(file: file, fraction: step.fraction, rows: rows, seconds: seconds))
    }

    /// Erases the line (before the report, a prompt or an error is printed).
    func finish() {
        line.clear()
    }

    /// The line's text; the rate is left out until rows are known and time has passed.
    static func text(file: String, fraction: Double, rows: Int?, seconds: Double) -> String {
        var text = "Importing \(file)  " + ProgressBar.render(fraction: fraction)
        if let rows {
            text += "  \(rows) rows"
            if seconds > 0 { text += ", \(Int((Double(rows) / seconds).rounded())) rows/s" }
        }
        return text
    }
}
