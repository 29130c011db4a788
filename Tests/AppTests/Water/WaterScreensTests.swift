import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import Testing
import WaterDomain
import WaterPresentation
import WaterTestSupport

@testable import Terminal
@testable import TextScreens
@testable import WaterScreens

/// Golden transcripts of the Water screens, driven by scripted keys.
@MainActor
@Suite struct WaterScreensTests {
    private nonisolated static let sources: [WaterSource] = [
        .sample(id: "cape-fear", title: "Cape Fear River", latitude: 34.2257, longitude: -77.9447),
        .sample(
            id: "thames", title: "River Thames", latitude: 51.5072, longitude: -0.1276,
            boiled: 100, disinfected: 100, filtered: 100),
        .sample(
            id: "titicaca", title: "Lake Titicaca", latitude: -15.8402, longitude: -70.0219,
            boiled: 100, disinfected: 54),
        .sample(
            id: "hostile",
            title: "\u{1B}[31mEvil\u{1B}[0m\u{07} 홍길동 우물 "
                + String(repeating: "very long name ", count: 20),
            latitude: -34.1855, longitude: 142.1625, filtered: 100),
    ]

    private func makeFactory(
        _ terminal: ScriptedTerminal, sources: WaterSourcesClientSpy = WaterSourcesClientSpy(),
        authors: AuthorClientSpy = AuthorClientSpy()
    ) -> WaterFactory {
        WaterFactory(
            dependencies: .init(
                sources: sources, authors: authors,
                frame: ScreenFrame(terminal: terminal, drainNotices: { [] })))
    }

    @Test func list_keys_matchTheGoldenTranscript() async {
        let terminal = ScriptedTerminal(lines: ["?", "zz", "42", "m", "4"])
        let sources = WaterSourcesClientSpy(load: { Self.sources })

        let outcome = await makeFactory(terminal, sources: sources).makeListScreen().run()

        #expect(outcome == .openDetails("hostile"))
        assertSnapshot(terminal.output, named: "Water/list")
    }

    @Test func list_colourTerminal_showsOnlyTheSafeSourcesStepsInGreen() async {
        var capabilities = TerminalCapabilities.plain
        capabilities.usesColor = true
        let terminal = ScriptedTerminal(lines: ["b"], capabilities: capabilities)
        let sources = WaterSourcesClientSpy(load: { Self.sources })

        _ = await makeFactory(terminal, sources: sources).makeListScreen().run()

        let green = "\u{1B}[32m"
        let safe = Self.sources.filter(\.isSafe).count
        #expect(safe > 0 && safe < Self.sources.count)
        #expect(terminal.output.components(separatedBy: green).count - 1 == safe)
        #expect(terminal.output.contains(green + "boil ✓ disinfect ✓ filter ✓\u{1B}[39m"))
    }

    @Test func list_asciiTerminal_usesBracketMarks() async {
        let capabilities = TerminalCapabilities(
            isInteractive: false, usesColor: false, usesUnicode: false, width: 80)
        let terminal = ScriptedTerminal(lines: ["m", "i"], capabilities: capabilities)
        let sources = WaterSourcesClientSpy(load: { Self.sources })

        let outcome = await makeFactory(terminal, sources: sources).makeListScreen().run()

        #expect(outcome == .openReadme)
        #expect(terminal.output.contains("boil [x] disinfect [x] filter [x]"))
        #expect(!terminal.output.contains("✓") && !terminal.output.contains("·"))
        assertSnapshot(terminal.output, named: "Water/list-ascii")
    }

    @Test func list_loadFails_saysWhyAndRetriesOnEnter() async {
        let terminal = ScriptedTerminal(lines: ["", "b"])
        let sources = WaterSourcesClientSpy(load: { throw WaterError.loadFailed("unreadable") })

        let outcome = await makeFactory(terminal, sources: sources).makeListScreen().run()

        #expect(outcome == .back)
        #expect(sources.loadCount == 2)
        #expect(terminal.output.contains("The water sources could not be loaded: unreadable"))
    }

    @Test func details_keys_matchTheGoldenTranscript() async {
        let terminal = ScriptedTerminal(lines: ["2", "2", "9", "?", "b"])
        let sources = WaterSourcesClientSpy.storing(Self.sources)

        let outcome = await makeFactory(terminal, sources: sources)
            .makeDetailsScreen(id: "titicaca").run()

        #expect(outcome == .back)
        #expect(sources.savedSources == [Self.sources[2].cleaned(.disinfect)])
        assertSnapshot(terminal.output, named: "Water/details")
    }

    @Test func details_lastStepSaved_leavesWithTheCompletionAlert() async {
        let terminal = ScriptedTerminal(lines: ["2", "3"])
        let sources = WaterSourcesClientSpy.storing(Self.sources)

        let outcome = await makeFactory(terminal, sources: sources)
            .makeDetailsScreen(id: "titicaca").run()

        #expect(outcome == .completed(.complete))
    }

    @Test func details_saveFails_showsTheErrorAndTheOldPercentage() async {
        let terminal = ScriptedTerminal(lines: ["3", "q"])
        let sources = WaterSourcesClientSpy(
            load: { Self.sources }, save: { _ in throw WaterError.saveFailed("disk full") })

        let outcome = await makeFactory(terminal, sources: sources)
            .makeDetailsScreen(id: "titicaca").run()

        #expect(outcome == .quit)
        let afterSave = terminal.output.components(separatedBy: "> 3\n").last ?? ""
        #expect(afterSave.contains("The change was not saved: disk full"))
        #expect(afterSave.contains("   0%  3 Start Filtering"))
    }

    @Test func readme_author_matchesTheGoldenTranscript() async {
        let terminal = ScriptedTerminal(lines: ["x", "d"])
        let authors = AuthorClientSpy(author: { Author(name: "Kody Deda", title: "iOS Developer") })

        let outcome = await makeFactory(terminal, authors: authors).makeReadmeScreen().run()

        #expect(outcome == .dismiss)
        assertSnapshot(terminal.output, named: "Water/readme")
    }

    @Test func readme_authorFails_saysWhy() async {
        let terminal = ScriptedTerminal(lines: ["b"])
        let authors = AuthorClientSpy(author: { throw WaterError.authorUnavailable("no file.") })

        let outcome = await makeFactory(terminal, authors: authors).makeReadmeScreen().run()

        #expect(outcome == .dismiss)
        #expect(terminal.output.contains("The author could not be loaded: no file."))
    }

    @Test func alert_keys_matchTheGoldenTranscript() async {
        let terminal = ScriptedTerminal(lines: ["x", "d"])

        let outcome = await makeFactory(terminal).makeAlertScreen(.complete).run()

        #expect(outcome == .dismiss)
        assertSnapshot(terminal.output, named: "Water/alert")
    }

    @Test func screens_endOfInput_quit() async {
        let factory = makeFactory(
            ScriptedTerminal(), sources: WaterSourcesClientSpy(load: { Self.sources }),
            authors: AuthorClientSpy(author: { Author(name: "A", title: "B") }))

        #expect(await factory.makeListScreen().run() == .quit)
        #expect(await factory.makeDetailsScreen(id: "thames").run() == .quit)
        #expect(await factory.makeReadmeScreen().run() == .quit)
        #expect(await factory.makeAlertScreen(.complete).run() == .quit)
    }
}

extension WaterScreensTests {
    private func listScreen(width: Int, height: Int) async -> String {
        var capabilities = TerminalCapabilities(
            isInteractive: true, usesColor: false, usesUnicode: true, width: width)
        capabilities.height = height
        let terminal = ScriptedTerminal(lines: ["q"], capabilities: capabilities)
        let sources = WaterSourcesClientSpy(load: { Self.sources })
        _ = await makeFactory(terminal, sources: sources).makeListScreen().run()
        return terminal.output
    }

    @Test(arguments: [(80, 24), (40, 20)])
    func list_mapDoesNotFitTheTerminal_saysWhyAndOffersNoMapKey(width: Int, height: Int) async {
        let output = await listScreen(width: width, height: height)

        #expect(output.contains(" safe (the map needs "))
        #expect(!output.contains("hide map"))
        #expect(!output.contains("m map"))
    }

    @Test func list_40x20_rowsOfTwoLinesTakeEveryLineTheMapNoteLeaves() async {
        var capabilities = TerminalCapabilities(
            isInteractive: true, usesColor: false, usesUnicode: true, width: 40)
        capabilities.height = 20
        let terminal = ScriptedTerminal(lines: ["q"], capabilities: capabilities)
        let sources = WaterSourcesClientSpy(load: {
            (1...10).map {
                .sample(id: .init("s\($0)"), title: "Spring number \($0), a long way off")
            }
        })

        _ = await makeFactory(terminal, sources: sources).makeListScreen().run()

        let screen = terminal.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(terminal.output.contains("1-5 open"))
        #expect(screen.contains("  5  Spring number 5, a long way off"))
        // NB: the screen and its prompt line, without the empty piece after the echoed "q".
        #expect(screen.dropLast().count <= 20, "\(terminal.output)")
    }

    @Test func list_mapFitsTheTerminal_offersToHideIt() async {
        let output = await listScreen(width: 80, height: 60)

        #expect(!output.contains("map needs "))
        #expect(output.contains("m hide map"))
    }
}
