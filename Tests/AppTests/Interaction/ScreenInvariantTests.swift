import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryPresentation
import DirectoryTestSupport
import Foundation
import GiveawaysDomain
import GiveawaysPresentation
import Testing

@testable import Terminal
@testable import TextScreens

/// Over every list screen of the five apps and the main menu (see
/// ``ScreenInvariantSubject/all``) on generated data: long and short texts (Latin,
/// Cyrillic, Hangul, emoji, combining marks), 0, 1, 9, 10, 11 and 500 rows, at seeded random
/// terminal sizes from 30×10 to 200×60 and at the edges, driven through the scripted terminal.
/// For every frame: no line wider than the terminal, no screen taller than it, every numbered
/// row shows the item that typing its number opens, the hint names the numbers on the page
/// and the paging keys, and `n` from the first page visits every item exactly once. A
/// failure names the seed that reproduces it.
///
/// Every item carries its index as a key, `[i]`, at the start of its first text, which the
/// layout never cuts; where a row shows amounts, they are made from the index too and must
/// be its row's, and where a list has sections, each row must sit under its own header.
@MainActor
@Suite struct ScreenInvariantTests {
    private static let counts = [0, 1, 9, 10, 11, 500]
    private static let edges = [(30, 10), (200, 60), (30, 60), (200, 10), (40, 20), (80, 24)]

    /// The terminal size for `seed`: the edges first, then seeded random sizes.
    static func size(seed: Int) -> (width: Int, height: Int) {
        if seed < edges.count { return edges[seed] }
        var generator = SeededGenerator(seed: UInt64(seed) &* 104_729)
        return (
            Int.random(in: 30...200, using: &generator), Int.random(in: 10...60, using: &generator)
        )
    }

    @Test(arguments: 0..<ScreenInvariantSubject.count, 0..<12)
    func everyFrame_generatedRows_fitsNumbersTheOpenedItemAndPagesOnce(
        subject index: Int, seed: Int
    ) async {
        let subject = ScreenInvariantSubject.all[index]
        let (width, height) = Self.size(seed: seed)
        let count = Self.counts[(seed + index) % Self.counts.count]
        let place = "\(subject.name), seed \(seed): \(width)×\(height), \(count) rows"
        var capabilities = TerminalCapabilities.plain
        capabilities.width = width
        capabilities.height = height
        let data = ScreenInvariantData(count: count, seed: UInt64(seed))

        let paging = Self.terminal(Array(repeating: "n", count: count + 1), capabilities)
        _ = await subject.run(data, paging)

        var transcript = ""
        var seen: [(number: Int, key: Int)] = []
        for read in paging.prompts {
            transcript += ScreenFitTests.visible(
                read.screen + read.prompt + "⟨\(read.answer ?? "end of input")⟩\n")
            let lines = read.screen.split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
            if read.screen.contains("Already on the last page.") { break }
            // NB: a group's numbered links come before its members' heading (or before the
            // line that says the header was cut).
            let heading = lines.lastIndex {
                $0.contains("(members)") || $0.contains("more lines on a taller terminal")
            }
            let body = Array(lines[(heading.map { $0 + 1 } ?? 0)...])
            let rows = ListPagesPropertyTests.numberedRows(body)
            let hint = lines.suffix(4).joined(separator: " ")
            #expect(hint.contains("? help"), "\(place): no help key in \(hint.debugDescription)")
            if let first = rows.first?.number, let last = rows.last?.number {
                let range = first == last ? "\(first)" : "\(first)-\(last)"
                let named = subject.numberAction.map { "\(range) \($0)" } ?? subject.takesRow + "N"
                #expect(hint.contains(named), "\(place): hint \(hint.debugDescription)")
            }
            if count > rows.count, !rows.isEmpty {
                #expect(hint.contains("n/p page"), "\(place): hint \(hint.debugDescription)")
            }
            for row in rows {
                // NB: a row may name its item more than once (a review row: package and channel).
                let keys = Set(subject.keys(row.block))
                #expect(keys.count == 1, "\(place): row \(row.number) shows keys \(keys)")
                guard let key = keys.first else { continue }
                seen.append((row.number, key))
                if let figures = subject.figureKeys?(row.block) {
                    #expect(
                        !figures.isEmpty && figures.allSatisfy { $0 == key },
                        "\(place): row \(row.number) of item \(key) shows figures of \(figures)")
                }
            }
            if let section = subject.section {
                Self.checkSections(body, section: section, count: count, place: place)
            }
        }
        _ = ScreenFitTests.checkFit(transcript, width: width, height: height, place: place)
        #expect(seen.map(\.number) == Array(0..<count).map { $0 + 1 }, "\(place): numbers")
        #expect(Set(seen.map(\.key)).count == count, "\(place): items seen")

        // NB: numbers are global, so typing one on the first page opens what any page shows.
        let step = max(seen.count / 4, 1)
        let sample = seen.enumerated().filter {
            $0.offset % step == 0 || $0.offset == seen.count - 1
        }
        for (number, key) in sample.map(\.element) {
            let opening = Self.terminal([subject.takesRow + "\(number)"], capabilities)
            let opened = await subject.run(data, opening)
            #expect(opened == key, "\(place): \(number) opens \(opened ?? -1)")
        }
    }

    /// A terminal of `capabilities` that types `lines`, its input ending once a list says
    /// it is on its last page.
    private static func terminal(
        _ lines: [String], _ capabilities: TerminalCapabilities
    ) -> ScriptedTerminal {
        let terminal = ScriptedTerminal(lines: lines, capabilities: capabilities)
        terminal.onRead = { [unowned terminal] in
            if terminal.screen.contains("Already on the last page.") { terminal.endInput() }
        }
        return terminal
    }

    /// The item keys (`[i]`) a row's text shows.
    nonisolated static func keys(in block: String) -> [Int] {
        block.matches(of: /\[(\d+)\]/).map { Int($0.1)! }
    }

    /// Each numbered row of a page's `body` sits under the header of its own section, and a
    /// header is followed by a row's first line, never by the rest of a wrapped row.
    private static func checkSections(
        _ body: [String], section: (Int) -> String, count: Int, place: String
    ) {
        let headers = Set((0..<count).map(section))
        var parts: [(header: String?, lines: [String])] = [(nil, [])]
        for line in body {
            // NB: a section that goes on from the page before has a mark after its header.
            if let header = headers.first(where: {
                line == $0 || (line.hasPrefix($0 + " (") && line.hasSuffix(")"))
            }) {
                parts.append((header, []))
            } else {
                parts[parts.count - 1].lines.append(line)
            }
        }
        for part in parts {
            let rows = ListPagesPropertyTests.numberedRows(part.lines)
            if let header = part.header {
                let starts = ListPagesPropertyTests.numberedRows(Array(part.lines.prefix(1)))
                #expect(starts.count == 1, "\(place): no row starts under \(header)")
            }
            for row in rows {
                let own = keys(in: row.block).first.map(section)
                #expect(
                    part.header == own,
                    "\(place): row \(row.number) of \(own ?? "?") under \(part.header ?? "none")")
            }
        }
    }
}

/// Over every screen of the five apps: each tour of
/// ``InteractionTour/all(photoPath:campaignID:)`` (every screen and prompt, reached from the
/// main menu) at seeded random terminal sizes from 30×10 to 200×60, the edges first. Every
/// screen fits its terminal (see ``ScreenFitTests/checkFit(_:width:height:place:)``). A
/// failure names the seed. Every screen ends with its hint, a message or not (the hint is
/// checked against the rows on generated lists, in ``ScreenInvariantTests``).
@MainActor
@Suite struct EveryScreenSizeTests {
    /// 30×10, 200×60, 200×10 and a random size (80×24 and 40×20 have goldens).
    @Test(arguments: [0, 1, 3, 7])
    func everyTour_atASeededSize_fitsEveryScreen(seed: Int) async throws {
        let runner = try await TourRunner()
        let (width, height) = ScreenInvariantTests.size(seed: seed)

        for tour in InteractionTour.all(photoPath: runner.photoPath, campaignID: runner.campaignID)
        {
            let run = try await runner.run(
                tour.arguments, lines: tour.lines, width: width, height: height)
            let place = "seed \(seed): \(width)×\(height), tour \(tour.name)"
            var screens = ""
            var prompts = ""
            for read in run.terminal.prompts {
                let text = ScreenFitTests.visible(
                    read.screen + read.prompt + "⟨\(read.answer ?? "end of input")⟩\n")
                if read.prompt == ScreenFrame.prompt {
                    screens += text
                    let hint = ScreenFitTests.visible(read.screen)
                        .split(separator: "\n").suffix(3).joined(separator: " ")
                    #expect(hint.contains("? help"), "\(place): a screen ends \(hint)")
                } else {
                    prompts += text
                }
            }

            let measured = ScreenFitTests.checkFit(
                screens, width: width, height: height, place: place)
            let asked = ScreenFitTests.checkFit(
                prompts, width: width, height: height, place: place)

            #expect(measured + asked >= tour.lines.count, "\(place)")
        }
    }
}
