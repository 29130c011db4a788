import Foundation
import Testing

@testable import TerminalKit

/// Every tour of ``InteractionTour/all(photoPath:campaignID:)`` on a terminal 20
/// columns wide prints no line wider than 20 cells (wide characters count 2), except lines
/// that are one web address or path, kept whole for copying. Typed answers are left out (a
/// terminal wraps what a person types), and so are the diagnostics of commands on stderr,
/// which stay one line each for logs.
@MainActor
@Suite struct NarrowTerminalWalkTests {
    static let width = 20

    @Test func everyTour_onATwentyColumnTerminal_fitsEveryLine() async throws {
        let runner = try await TourRunner()
        var checked = 0
        var whole: Set<String> = []

        for tour in InteractionTour.all(photoPath: runner.photoPath, campaignID: runner.campaignID)
        {
            let run = try await runner.run(tour.arguments, lines: tour.lines, width: Self.width)
            // NB: a spinner redraws its line after a carriage return; each frame is a line.
            let lines = run.terminal.outputWithoutAnswers.split(
                omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            for line in lines {
                checked += 1
                guard TerminalText.displayWidth(String(line)) > Self.width else { continue }
                #expect(
                    Self.isOneAddressOrPath(line), "\(tour.name): \(line.debugDescription)")
                whole.insert(String(line))
            }
        }

        #expect(checked > 1_000)
        print("20 columns: \(checked) lines checked, \(whole.count) whole addresses or paths")
    }

    /// Whether `line` ends with a web address, e-mail address or absolute path that did not
    /// fit after its short label.
    static func isOneAddressOrPath(_ line: Substring) -> Bool {
        let words = line.split(separator: " ")
        guard let last = words.last,
            last.contains("://") || last.contains("@")
                || (last.hasPrefix("/") && last.dropFirst().contains("/"))
        else { return false }
        let label = words.dropLast().joined(separator: " ")
        return TerminalText.displayWidth(label) + 1 + TerminalText.displayWidth(String(last))
            > width && TerminalText.displayWidth(label) < width
    }
}
