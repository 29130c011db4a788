import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import MarketingData
import MarketingDomain
import MarketingTestSupport
import Testing

@testable import TextCommands

/// End of input at every prompt leaves cleanly (exit 0), keeps what was chosen, and is
/// never taken as consent.
@MainActor
@Suite struct MarketingEndOfInputTests {
    nonisolated static let scripts: [[String]] = [
        [],
        ["1"],
        ["1", ""],
        ["1", "", "1"],
        ["1", "", "1", "2"],
        ["1", "", "1", "2", "b"],
        ["1", "", "1", "2", "b", "v"],
        ["1", "", "1", "2", "b", "v", "e"],
        ["1", "", "1", "2", "b", "v", "t"],
    ]

    @Test(arguments: scripts)
    func endOfInput_atAnyPrompt_exitsCleanlyAndKeepsTheSelection(lines: [String]) async throws {
        let harness = try MarketingHarness()

        let (terminal, code) = await harness.run(["marketing"], lines: lines)

        #expect(code == .ok)
        #expect(terminal.errorOutput.isEmpty)
        #expect(harness.emlFiles.isEmpty)
        let saved = StoredMarketingProgress(
            directory: harness.directory.url, notices: NoticeBoard()
        )
        .load()
        // NB: a choice made before the end of input is kept (kept on q as promised).
        #expect(saved.targetNames == (lines.count >= 1 ? ["Location"] : []))
        #expect(
            saved.selection.items.map(\.name) == (lines.count >= 4 ? ["Facebook Package 2"] : []))
    }

    @Test func endOfInput_atRecipientPrompt_savesNoEmail() async throws {
        let harness = try MarketingHarness()

        let (terminal, _) = await harness.run(
            ["marketing"], lines: ["1", "", "1", "2", "b", "v", "e"])

        #expect(terminal.output.contains("Send to (e-mail address, empty for none): "))
        #expect(terminal.output.contains("No e-mail was saved."))
        #expect(harness.emlFiles.isEmpty)
    }

    @Test func damagedSavedSelection_isMovedAsideWithANotice_andAFreshOneStarts() async throws {
        let harness = try MarketingHarness()
        try Data("{ broken".utf8).write(
            to: harness.directory.appending(StoredMarketingProgress.fileName))

        let (terminal, code) = await harness.run(["marketing"], lines: ["q"])

        #expect(code == .ok)
        let firstScreen = try #require(terminal.prompts.first?.screen)
        #expect(firstScreen.split(separator: "\n").contains { $0.hasPrefix("! ") })
        #expect(terminal.output.contains("Selected: 0 options"))
        #expect(
            harness.directory.names().contains { $0.hasPrefix("marketing-selection.json.corrupt-") }
        )
    }

    @Test func mainMenu_opensMarketing_andBackReturnsToTheMenu() async throws {
        let harness = try MarketingHarness()

        let (terminal, code) = await harness.run([], lines: ["3", "b", "q"])

        #expect(code == .ok)
        #expect(
            !terminal.output.contains(
                "Marketing  pick marketing packages, e-mail the selection (not built yet)"))
        #expect(terminal.output.contains("Marketing: Select targeting"))
        #expect(
            terminal.output.components(separatedBy: "1-5 open · b back · q quit · ? help").count
                == 3)
    }

    @Test func appLevelOptions_toAndOut_areUsedByTheReviewScreen() async throws {
        let harness = try MarketingHarness()
        let out = harness.directory.appending("chosen.eml")

        let (terminal, code) = await harness.run(
            ["marketing", "--to", "boss@example.com", "--out", out.path],
            lines: ["1", "", "1", "2", "b", "5", "1", "b", "v", "e", "x 1", "e", "q"])

        #expect(code == .ok)
        #expect(!terminal.output.contains("Send to"))
        #expect(
            terminal.output.components(separatedBy: "Saved the e-mail to \(out.path).").count == 3)
        let message = try EmailMessageParser.parse(String(contentsOf: out, encoding: .utf8))
        #expect(message.header("To") == "boss@example.com")
        let plain = try #require(message.parts.first?.text)
        #expect(plain.contains("Google AdWords Package 1"))
        #expect(!plain.contains("Facebook Package 2"))
    }

    @Test func appLevelOptions_existingOutFile_isRefusedBeforeTheScreensStart() async throws {
        let harness = try MarketingHarness()
        let out = harness.directory.appending("kept.eml")
        try Data("keep me".utf8).write(to: out)

        let (terminal, code) = await harness.run(
            ["marketing", "--out", out.path], lines: ["1"])

        #expect(code == .cannotCreate)
        #expect(terminal.errorOutput.contains("kept.eml already exists; add --force to replace it"))
        #expect(!terminal.output.contains("Select targeting"))
        #expect(try String(contentsOf: out, encoding: .utf8) == "keep me")
    }
}
