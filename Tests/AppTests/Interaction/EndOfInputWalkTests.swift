import Foundation
import Testing

@testable import TerminalKit

/// Input ends (EOF) at every prompt of every screen. Generated: each tour of
/// ``InteractionTour/all(photoPath:campaignID:)`` is run with its first k lines for every
/// k, then input ends; the prompts where input ended must cover ``PromptKind/all``.
@MainActor
@Suite struct EndOfInputWalkTests {
    @Test func endOfInput_atEveryPromptOfEveryTour_quitsCleanlyAndConfirmsNothing() async throws {
        let runner = try await TourRunner()
        var reached: Set<String> = []

        for tour in InteractionTour.all(photoPath: runner.photoPath, campaignID: runner.campaignID)
        {
            let full = try await runner.run(tour.arguments, lines: tour.lines, recordsFiles: true)
            for count in 0...tour.lines.count {
                let run = try await runner.run(
                    tour.arguments, lines: Array(tour.lines.prefix(count)))
                let place = "\(tour.name), input ending after \(count) lines"

                #expect(run.code == tour.endCode, "\(place): \(run.terminal.errorOutput)")
                #expect(run.terminal.readsPastEnd <= 3, "\(place): read on after the end")
                if let ended = run.terminal.prompts.first(where: { $0.answer == nil }) {
                    let kind = PromptKind.of(
                        prompt: ended.prompt, screen: ended.screen, tour: tour.name)
                    #expect(kind != nil, "\(place): a prompt no kind describes: \(ended.prompt)")
                    reached.formUnion(kind.map { [$0.name] } ?? [])
                }
                // What was stored when the full run waited for line `count` is all there is:
                // ending input there saved, deleted or replaced nothing more.
                let expected =
                    full.filesAtReads.indices.contains(count)
                    ? full.filesAtReads[count] : full.files
                // NB: leaving Targeting (q, b or end of input) keeps the choice made there,
                // so the Marketing selection file may be written then.
                let changed = Set(run.files.keys).union(expected.keys)
                    .filter {
                        run.files[$0] != expected[$0] && !$0.hasPrefix("marketing-selection")
                    }
                #expect(changed.isEmpty, "\(place): changed \(changed.sorted())")
            }
        }

        let missing = PromptKind.all.map(\.name).filter { !reached.contains($0) }
        #expect(missing.isEmpty, "prompts no tour ends input at: \(missing)")
    }

    @Test func promptCallSites_inTheApp_areTheOnesTheInventoryKnows() throws {
        let app = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("App")
        let pattern =
            /readCommand\(\)|readLine\((prompt|wrapping):|\.confirm\(|\.choose\(|\.pick\(|\.ask\(/
        var counts: [String: Int] = [:]

        let files = FileManager.default.enumerator(atPath: app.path)?.compactMap { $0 as? String }
        for file in files ?? [] where file.hasSuffix(".swift") && !file.hasPrefix("Terminal/") {
            let text = try String(contentsOf: app.appendingPathComponent(file), encoding: .utf8)
            let count = text.matches(of: pattern).count
            if count > 0 { counts[file] = count }
        }

        #expect(counts == PromptKind.callSites)
    }
}
