import CleanAppsTestSupport
import Foundation
import Testing

@testable import App
@testable import Terminal
@testable import TextCommands

@MainActor
@Suite struct GiveawaysScreensTests {
    @Test func offline_browseSearchDetailsFavouriteMore_matchesTranscript() async throws {
        let harness = try GiveawaysHarness()

        let (terminal, code) = await harness.run(
            ["--offline", "giveaways"],
            lines: [
                "/witcher", "1", "f", "b", "/", "n", "p", "f 2", "f", "b", "m", ">", "<", "b", "zz",
                "?", "q",
            ])

        #expect(code == .ok)
        assertSnapshot(terminal.output, named: "Giveaways/offline-tour")
    }

    /// The More screen's sections at 80×24 and 40×20, paged forward to the end:
    /// headers sit between whole rows, never inside a wrapped one.
    @Test(arguments: [[80, 24], [40, 20]])
    func more_atEachSize_keepsHeadersBetweenWholeRows(size: [Int]) async throws {
        let harness = try GiveawaysHarness()

        let (terminal, code) = await harness.run(
            ["--offline", "giveaways"],
            lines: ["m"] + Array(repeating: "n", count: 40) + ["q"], width: size[0],
            height: size[1])

        let transcript = ScreenFitTests.transcript(of: terminal, masking: "/nonexistent")
        #expect(code == .ok)
        #expect(transcript.contains("Already on the last page."))
        assertSnapshot(transcript, named: "Screens/\(size[0])x\(size[1])/giveaways-more")
    }

    @Test func live_stubServer_showsLiveDataAndWorth() async throws {
        let harness = try GiveawaysHarness(handler: GiveawaysHarness.snapshotAPI())

        let (terminal, _) = await harness.run(
            ["giveaways"], lines: ["t 3", "t 2", "s value", "k game", "q"])

        #expect(terminal.output.contains("GamerPower lists 103 giveaways as active, worth $512.75"))
        #expect(!terminal.output.contains("bundled snapshot"))
        #expect(terminal.output.contains("No giveaways available. Type r to refresh."))
        assertSnapshot(terminal.output, named: "Giveaways/live-tabs-sort-kind")
    }

    @Test func favourites_surviveARestart() async throws {
        let harness = try GiveawaysHarness()
        _ = await harness.run(["--offline", "giveaways"], lines: ["f 1", "q"])

        let (terminal, _) = await harness.run(["--offline", "giveaways"], lines: ["f", "q"])

        #expect(terminal.output.contains("1  Omaku"))
        #expect(!terminal.output.contains("No favourites yet"))
    }

    @Test func getIt_onTTY_opensOnlyAfterYes() async throws {
        let harness = try GiveawaysHarness()
        let opener = RecordingURLOpener()
        let directory = harness.directory

        var capabilities = TerminalCapabilities.plain
        capabilities.isInteractive = true
        let terminal = ScriptedTerminal(
            lines: ["1", "g", "n", "g", "y", "q"], capabilities: capabilities)
        _ = await CompositionRoot.run(
            arguments: ["--offline", "--data-dir", directory.url.path, "giveaways"],
            variables: ["HOME": directory.url.path],
            overrides: .init(terminal: terminal, urlOpener: opener, now: { GiveawaysHarness.now }))

        #expect(opener.openedAddresses == ["https://www.gamerpower.com/open/omaku"])
        #expect(terminal.output.contains("Get it at: https://www.gamerpower.com/open/omaku"))
    }

    @Test func hostileTitles_printInertAndAligned() async throws {
        let hostile = [
            1913:
                "Evil\u{1B}[2J\u{1B}]52;c;cm0gLXJmIH4=\u{07}Title\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\\u{08}\u{0D}",
            1912: String(repeating: "Long ", count: 1_000),
            1911: "홍길동의 모험 🎮 \u{202E}txt.exe",
        ]
        let harness = try GiveawaysHarness(handler: GiveawaysHarness.snapshotAPI(titles: hostile))

        let (terminal, _) = await harness.run(
            ["giveaways"], lines: ["1", "b", "2", "b", "q"], width: 60)

        #expect(!terminal.output.contains("\u{1B}"))
        #expect(!terminal.output.contains("\u{07}"))
        #expect(!terminal.output.contains("\u{202E}"))
        #expect(!terminal.output.contains("\u{0D}"))
        // NB: web addresses are printed whole, so they can be copied.
        for line in terminal.output.split(separator: "\n") where !line.hasPrefix("Get it: ") {
            #expect(TerminalText.displayWidth(String(line)) <= 60, "too wide: \(line)")
        }
        assertSnapshot(terminal.output, named: "Giveaways/hostile-titles")
    }

    @Test func endOfInput_atEveryScreen_quitsCleanly() async throws {
        let harness = try GiveawaysHarness()
        for lines in [[], ["1"], ["m"], ["f"], ["1", "g"]] {
            let (_, code) = await harness.run(["--offline", "giveaways"], lines: lines)

            #expect(code == .ok)
        }
    }
}
