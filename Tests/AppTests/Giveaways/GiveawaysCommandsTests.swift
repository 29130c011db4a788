import CleanAppsTestSupport
import Foundation
import Testing

@testable import TextCommands

@MainActor
@Suite struct GiveawaysCommandsTests {
    @Test func list_json_printsSnakeCaseFields() async throws {
        let harness = try GiveawaysHarness(handler: GiveawaysHarness.snapshotAPI())

        let (terminal, code) = await harness.run([
            "giveaways", "list", "--search", "witcher", "--json",
        ])

        #expect(code == .ok)
        let data = try #require(terminal.output.data(using: .utf8))
        let items = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(items.count == 1)
        #expect(items[0]["id"] as? Int == 4)
        #expect(items[0]["worth_in_cents"] as? Int == 999)
        #expect(items[0]["open_url"] as? String != nil)
        #expect(items[0]["platforms"] as? [String] == ["PC", "GOG"])
        #expect(items[0]["is_favorite"] as? Bool == false)
        #expect(terminal.errorOutput.isEmpty)
    }

    @Test func list_text_isTabSeparatedAndFilteredLocallyOffline() async throws {
        let harness = try GiveawaysHarness()

        let (terminal, code) = await harness.run(
            [
                "--offline", "giveaways", "list", "--platform", "steam", "--type", "game", "--sort",
                "value",
            ])

        #expect(code == .ok)
        let lines = terminal.output.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(
            lines.allSatisfy {
                $0.split(separator: "\t", omittingEmptySubsequences: false).count == 6
            })
        #expect(lines.allSatisfy { $0.contains("Steam") && $0.contains("\tGame\t") })
        #expect(terminal.errorOutput.contains("bundled snapshot"))
    }

    @Test func show_unknownId_exits66() async throws {
        let harness = try GiveawaysHarness()

        let (terminal, code) = await harness.run(["--offline", "giveaways", "show", "1"])

        #expect(code == .noInput)
        #expect(terminal.errorOutput.contains("Giveaway 1 was not found."))
    }

    @Test func show_json_fromSingleItemFallback() async throws {
        let harness = try GiveawaysHarness()

        let (terminal, code) = await harness.run([
            "--offline", "giveaways", "show", "1913", "--json",
        ])

        #expect(code == .ok)
        #expect(terminal.output.contains(#""title" : "Omaku""#))
    }

    @Test func show_endedButListedActive_keepsGamerPowerStatusAndExpiryApart() async throws {
        let harness = try GiveawaysHarness()

        let (json, code) = await harness.run(["--offline", "giveaways", "show", "1899", "--json"])
        let (text, _) = await harness.run(["--offline", "giveaways", "show", "1899"])

        #expect(code == .ok)
        let item = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(item["gamerpower_status"] as? String == "Active")
        #expect(item["expired"] as? Bool == true)
        #expect(item["status"] == nil)
        #expect(text.output.contains("gamerpower status: Active\n"), "\(text.output)")
        #expect(text.output.contains("expired: yes\n"), "\(text.output)")
    }

    @Test func favoriteUnfavorite_roundTrip() async throws {
        let harness = try GiveawaysHarness()

        let added = await harness.run(["--offline", "giveaways", "favorite", "1913"])
        let listed = await harness.run(["--offline", "giveaways", "favorites", "--json"])
        let removed = await harness.run(["--offline", "giveaways", "unfavorite", "1913"])
        let again = await harness.run(["--offline", "giveaways", "unfavorite", "1913"])

        #expect(added.code == .ok)
        #expect(listed.terminal.output.contains(#""id" : 1913"#))
        #expect(removed.code == .ok)
        #expect(again.code == .noInput)
    }

    @Test(arguments: [
        ["giveaways", "list", "--bogus"], ["giveaways", "list", "--platform", "amiga"],
        ["giveaways", "list", "--sort", "size"], ["giveaways", "show"],
        ["giveaways", "show", "abc"],
        ["giveaways", "explode"], ["giveaways"] + ["list", "--type"],
    ])
    func badArguments_exit64WithOneLineAndTheHelpHint(arguments: [String]) async throws {
        let harness = try GiveawaysHarness()

        let (terminal, code) = await harness.run(["--offline"] + arguments)

        #expect(code == .usage)
        let lines = terminal.errorOutput.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.last?.hasPrefix("see 'cleanapps giveaways ") == true)
        #expect(lines.last?.hasSuffix(" --help'") == true)
    }
}
