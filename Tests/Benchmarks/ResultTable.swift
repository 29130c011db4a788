import Foundation

/// The results as a Markdown table, as pasted into docs/PERFORMANCE.md.
enum ResultTable {
    static func markdown(_ results: [BenchmarkResult]) -> String {
        var lines = [
            "| benchmark | budget | median | min / max | peak memory | result |",
            "|---|---|---|---|---|---|",
        ]
        for result in results {
            let sign = result.direction == .atMost ? "≤" : "≥"
            let budget =
                result.isReference ? "—" : "\(sign) \(figure(result.budget)) \(result.unit)"
            var memory = result.peakMemoryMB.map { "\(figure($0)) MB" } ?? ""
            if let ceiling = result.memoryBudgetMB { memory += " (≤ \(figure(ceiling)) MB)" }
            let note = result.note.map { " (\($0))" } ?? ""
            lines.append(
                "| \(result.name)\(note) | \(budget) "
                    + "| \(figure(result.median)) \(result.unit) "
                    + "| \(figure(result.minimum)) / \(figure(result.maximum)) "
                    + "| \(memory) | \(result.mark) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Three significant digits, no exponent.
    static func figure(_ value: Double) -> String {
        if value >= 100 { return String(format: "%.0f", value) }
        if value >= 10 { return String(format: "%.1f", value) }
        if value >= 1 { return String(format: "%.2f", value) }
        return String(format: "%.3f", value)
    }
}
