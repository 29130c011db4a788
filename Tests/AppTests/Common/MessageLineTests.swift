import CleanAppsTestSupport
import Testing

@testable import Terminal
@testable import TextScreens

/// The line kept for a message from the first drawing, at generated terminal sizes and
/// generated bodies: a list's page and a cut body show the same rows with and without a
/// message that fits the line, the hint is on screen in both, and nothing is taller than the
/// terminal. A failure names the seed.
@MainActor
@Suite struct MessageLineTests {
    private static func size(seed: Int, _ generator: inout SeededGenerator) -> (Int, Int) {
        let edges = [(30, 10), (40, 20), (80, 24), (200, 10), (30, 60)]
        if seed < edges.count { return edges[seed] }
        return (
            Int.random(in: 30...200, using: &generator), Int.random(in: 10...60, using: &generator)
        )
    }

    @Test(arguments: 0..<30)
    func listPage_withAndWithoutAMessage_keepsItsRowsAndHint(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) &* 977)
        let (width, height) = Self.size(seed: seed, &generator)
        var capabilities = TerminalCapabilities.plain
        capabilities.width = width
        capabilities.height = height
        let count = Int.random(in: 0...60, using: &generator)
        let rows = (0..<count).map { ListRow(["row \($0)", "\($0) грн."]) }
        let list = ListScreen(
            title: "Fundraisers", columns: [.text, .amount], rows: rows,
            keys: [ListKey("a", "add", isMain: true), ListKey("r", "refresh")])
        let pages = ListPages(list, capabilities: capabilities)
        let style = TextStyle(capabilities: capabilities)
        let message = "Jar progress reloaded."

        let quiet = pages.lines(message: nil, style: style)
        let said = pages.lines(message: message, style: style)

        let place = "seed \(seed): \(width)×\(height), \(count) rows"
        let hint = pages.hint.render(capabilities: capabilities).split(separator: "\n").map(
            String.init)
        #expect(Array(quiet.suffix(hint.count)) == hint, "\(place)")
        #expect(Array(said.suffix(hint.count)) == hint, "\(place)")
        // NB: a terminal too short to keep the line shows the message alone above the hint.
        guard pages.keptMessageRows == 1 else { return }
        #expect(quiet.count == said.count, "\(place)")
        #expect(
            Array(quiet.dropLast(hint.count + 1)) == Array(said.dropLast(hint.count + 1)),
            "\(place)")
        #expect(said.contains(message), "\(place)")
        #expect(quiet.count <= height - 1, "\(place): \(quiet.count) lines")
    }

    @Test(arguments: 0..<30)
    func cutBody_withAndWithoutAMessage_keepsItsWindowAndHint(seed: Int) async {
        var generator = SeededGenerator(seed: UInt64(seed) &* 563)
        let (width, height) = Self.size(seed: seed, &generator)
        var capabilities = TerminalCapabilities.plain
        capabilities.width = width
        capabilities.height = height
        let body = (1...Int.random(in: 1...120, using: &generator)).map { "line \($0)" }
        let terminal = ScriptedTerminal(lines: ["zzz", ""], capabilities: capabilities)
        let frame = ScreenFrame(terminal: terminal, drainNotices: { [] })
        let keys = ScreenKeys<Left>([.word("x", "x", help: "does x") { .stay("Done.") }])

        _ = await frame.loop(keys: keys) { message in
            frame.draw(
                title: "Long", body: body, message: message == nil ? nil : "Done.",
                hint: keys.hint())
        }

        let place = "seed \(seed): \(width)×\(height), \(body.count) lines"
        let screens = terminal.prompts.map(\.screen).map {
            $0.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        #expect(screens[0].count == screens[1].count, "\(place)")
        #expect(screens[0].last == "x x · b back · q quit · ? help" || width < 31, "\(place)")
        #expect(screens[1].last == screens[0].last, "\(place)")
        #expect(screens[1].contains("Done."), "\(place)")
        #expect(
            screens[0].filter { $0.hasPrefix("line ") }
                == screens[1].filter { $0.hasPrefix("line ") }, "\(place)")
        #expect(screens.allSatisfy { $0.count <= height - 1 }, "\(place)")
    }

    /// An outcome that only leaves.
    enum Left: ScreenOutcome, Equatable {
        case back
        case quit
    }
}
