import CleanAppsTestSupport
import Foundation
import Testing

@testable import Terminal
@testable import TextCommands

/// Below 60 columns a Directory row shows one cell after the name; in a search that may
/// match districts that cell is the district, so every row shows what matched.
@MainActor
@Suite struct DirectoryNarrowSearchTests {
    /// The rows of the last screen drawn, each with its wrapped lines.
    private static func rows(ofLastScreen output: String) -> [String] {
        let screen = output.components(separatedBy: "국회의원 · Directory").last ?? ""
        var rows: [String] = []
        for line in screen.split(separator: "\n") {
            if line.wholeMatch(of: /^ {0,2}\d{1,3}  \S.*/) != nil {
                rows.append(String(line))
            } else if line.hasPrefix("     "), !rows.isEmpty {
                rows[rows.count - 1] += "\n" + line
            }
        }
        return rows
    }

    @Test(arguments: [["s district"], ["s all"]])
    func districtSearch_atSeededNarrowWidths_everyRowShowsItsDistrict(scope: [String]) async throws
    {
        let harness = try DirectoryHarness()
        var generator = SeededGenerator(seed: 60)
        let widths = [40, 59] + (0..<3).map { _ in Int.random(in: 30...58, using: &generator) }

        for width in widths {
            let (terminal, _) = await harness.run(
                ["directory"], lines: scope + ["/영등포", "q"], width: width)

            let rows = Self.rows(ofLastScreen: terminal.output)
            #expect(!rows.isEmpty, "\(width) columns")
            for row in rows { #expect(row.contains("영등포"), "\(width) columns: \(row)") }
        }
    }
}
