import CleanAppsTestSupport
import Foundation
import Testing

@testable import TextCommands

@MainActor
@Suite struct GiveawaysNewCommandTests {
    @Test func firstRun_recordsAndSaysSo_thenNothingIsNew() async throws {
        let harness = try GiveawaysHarness()

        let (first, firstCode) = await harness.run(["--offline", "giveaways", "new"])
        let (second, secondCode) = await harness.run(["--offline", "giveaways", "new", "--json"])

        #expect(firstCode == .noneSelected)
        #expect(first.output.isEmpty)
        #expect(first.errorOutput.contains("first run in this data folder"), "\(first.errorOutput)")
        #expect(secondCode == .noneSelected)
        let items = try JSONSerialization.jsonObject(with: Data(second.output.utf8)) as? [Any]
        #expect(items?.isEmpty == true, "\(second.output)")
        #expect(!second.errorOutput.contains("first run"))
    }

    @Test func platformFilter_recordsOnlyWhatItListed_theRestIsNewLater() async throws {
        let harness = try GiveawaysHarness()
        let (steamOnly, _) = await harness.run([
            "--offline", "giveaways", "list", "--platform", "steam",
        ])
        let (all, _) = await harness.run(["--offline", "giveaways", "list"])

        _ = await harness.run(["--offline", "giveaways", "new", "--platform", "steam"])
        let (text, code) = await harness.run(["--offline", "giveaways", "new"])
        let (again, againCode) = await harness.run([
            "--offline", "giveaways", "new", "--platform", "steam",
        ])

        #expect(code == .ok)
        let steamIDs = Self.ids(steamOnly.output)
        #expect(!steamIDs.isEmpty)
        #expect(Self.ids(text.output) == Self.ids(all.output).filter { !steamIDs.contains($0) })
        #expect(
            text.output.split(separator: "\n").allSatisfy { $0.split(separator: "\t").count == 6 })
        #expect(againCode == .noneSelected)
        #expect(again.output.isEmpty)
        #expect(again.errorOutput.contains("No new giveaways since the last 'new'."))
    }

    @Test func json_listsTheNewOnesWithListsFields() async throws {
        let harness = try GiveawaysHarness()
        _ = await harness.run(["--offline", "giveaways", "new", "--type", "loot"])

        let (terminal, code) = await harness.run([
            "--offline", "giveaways", "new", "--json", "--type", "game",
        ])

        #expect(code == .ok)
        let items = try #require(
            try JSONSerialization.jsonObject(with: Data(terminal.output.utf8)) as? [[String: Any]])
        #expect(!items.isEmpty)
        #expect(items.allSatisfy { $0["type"] as? String == "Game" && $0["is_favorite"] != nil })
    }

    @Test func corruptSeenFile_oneSentenceAndAFirstRun() async throws {
        let harness = try GiveawaysHarness()
        try Data("{\"document\": [".utf8).write(
            to: harness.directory.appending("seen-giveaways.json"))

        let (terminal, code) = await harness.run(["--offline", "giveaways", "new"])

        #expect(code == .noneSelected)
        let notes = terminal.errorOutput.split(separator: "\n").filter {
            $0.contains("seen-giveaways.json")
        }
        #expect(notes.count == 1)
        #expect(notes.first?.contains("was damaged") == true)
        #expect(terminal.errorOutput.contains("first run in this data folder"))
    }

    @Test func unknownType_isAUsageError() async throws {
        let harness = try GiveawaysHarness()

        let (terminal, code) = await harness.run(["--offline", "giveaways", "new", "--type", "hat"])

        #expect(code == .usage)
        #expect(terminal.errorOutput.contains("--type is game"))
    }

    /// The ids of `list`'s text lines.
    static func ids(_ output: String) -> [Int] {
        output.split(separator: "\n").compactMap {
            $0.split(separator: "\t").first.flatMap { Int($0) }
        }
    }
}
