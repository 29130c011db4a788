/// A progress bar such as `Importing  [#####-----]  50%`, drawn in place only on an
/// interactive terminal (see ``StatusLine``).
@MainActor
public final class ProgressBar {
    private let label: String
    private let cells: Int
    private let line: StatusLine

    /// A bar `cells` wide after `label`; nothing is drawn until the first update.
    public init(_ label: String, terminal: any Terminal, cells: Int = 20) {
        self.label = label
        self.cells = cells
        self.line = StatusLine(terminal: terminal)
    }

    /// Redraws the bar for `completed` of `total` steps (a total of 0 or less shows 0 %).
    public func update(completed: Int, of total: Int) {
        update(fraction: total > 0 ? Double(completed) / Double(total) : 0)
    }

    /// Redraws the bar for `fraction` (0…1, clamped).
    public func update(fraction: Double) {
        let bar = Self.render(fraction: fraction, cells: cells)
        line.show(label.isEmpty ? bar : "\(label)  \(bar)")
    }

    /// Erases the bar.
    public func finish() {
        line.clear()
    }

    /// The bar as text: `[#####-----]  50%` (percent right-aligned in 4 cells after a
    /// space). Fractions outside 0…1 are clamped, NaN counts as 0.
    public static func render(fraction: Double, cells: Int = 20) -> String {
        let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let cells = max(cells, 1)
        let filled = Int((clamped * Double(cells)).rounded(.down))
        let percent = Int((clamped * 100).rounded(.down))
        let bar =
            String(repeating: "#", count: filled) + String(repeating: "-", count: cells - filled)
        return "[\(bar)] " + TerminalText.pad("\(percent)%", toWidth: 4, alignment: .right)
    }
}
