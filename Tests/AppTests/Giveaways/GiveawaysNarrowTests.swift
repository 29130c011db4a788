import CleanAppsTestSupport
import Foundation
import Testing

@testable import App
@testable import Terminal
@testable import TextCommands

/// On a narrow terminal the Giveaways list keeps what tells its rows apart: every expired row
/// is marked "expired" at every width, and at 40×20 the header leaves the page its rows.
@MainActor
@Suite struct GiveawaysNarrowTests {
    /// The row numbers marked "expired" on any page (header lines left out): a row starts
    /// with its number, and its wrapped or stacked lines follow, indented past it.
    private func expiredRows(width: Int) async throws -> Set<Int> {
        let harness = try GiveawaysHarness()
        let (terminal, _) = await harness.run(
            // NB: below 30 columns a page may hold one row: a page turn for each of them.
            ["--offline", "giveaways"],
            lines: Array(repeating: "n", count: width < 30 ? 130 : 100) + ["q"],
            width: width, height: 20)
        var row: Int?
        var expired: Set<Int> = []
        for line in terminal.output.split(separator: "\n") {
            if let match = line.wholeMatch(of: /^ {0,2}(\d{1,3})  \S.*/) {
                row = Int(match.1)
            } else if !line.hasPrefix("     ") {
                row = nil
            }
            if let row, line.contains(" expired") { expired.insert(row) }
        }
        return expired
    }

    @Test func expiredRows_atSeededWidthsFrom20To79_areAllMarked() async throws {
        var generator = SeededGenerator(seed: 40)
        let wide = try await expiredRows(width: 120)
        let widths =
            [20, 21, 25, 29, 30, 40, 49, 50]
            + (0..<4).map { _ in Int.random(in: 20...79, using: &generator) }

        #expect(wide.count > 5)
        for width in widths {
            #expect(try await expiredRows(width: width) == wide, "\(width) columns")
        }
    }

    @Test func header_at40x20_takesAtMostFourLines() async throws {
        let harness = try GiveawaysHarness()

        let (terminal, _) = await harness.run(
            ["--offline", "giveaways"], lines: ["/witcher", "/", "q"], width: 40, height: 20)

        let frames = terminal.output.components(separatedBy: "\nGiveaways\n").dropFirst()
        #expect(frames.count == 3)
        for frame in frames {
            let header = frame.split(separator: "\n", omittingEmptySubsequences: false)
                .prefix { !$0.hasPrefix("  1  ") && !$0.hasPrefix("No giveaways") }
            // NB: blank lines are the page's padding, not the header.
            #expect(header.filter { !$0.isEmpty }.count <= 4, "\(header)")
        }
    }
}
