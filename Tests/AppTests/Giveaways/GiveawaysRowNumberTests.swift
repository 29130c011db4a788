import CleanAppsTestSupport
import Foundation
import Testing

@testable import TextCommands

/// `show`, `favorite` and `unfavorite` take `--row N`: the giveaway on row N of `list` given
/// the same filters, as the other apps' commands take the row numbers their lists print.
@MainActor
@Suite struct GiveawaysRowNumberTests {
    /// The filters of `list`, each combination a row number can be given with.
    nonisolated static let filterSets: [[String]] = [
        [], ["--platform", "steam"], ["--type", "loot"], ["--sort", "value"],
        ["--sort", "popularity", "--platform", "pc"], ["--search", "key"],
        ["--platform", "epic-games-store", "--type", "game", "--sort", "date"],
    ]

    @Test(arguments: filterSets)
    func showRow_isTheGiveawayOnThatRowOfListWithTheSameFilters(filters: [String]) async throws {
        let harness = try GiveawaysHarness()
        let listed = await harness.run(["--offline", "giveaways", "list"] + filters)
        let ids = listed.terminal.output.split(separator: "\n").map {
            String($0.prefix { $0 != "\t" })
        }
        try #require(!ids.isEmpty, "no rows for \(filters)")

        // Every row of a short list, and first, middle and last of a long one.
        let rows = ids.count <= 8 ? Array(1...ids.count) : [1, 2, ids.count / 2, ids.count]
        for row in rows {
            let shown = await harness.run(
                ["--offline", "giveaways", "show", "--row", "\(row)"] + filters + ["--json"])
            #expect(shown.code == .ok, "row \(row) of \(filters)")
            let item = try #require(
                try JSONSerialization.jsonObject(with: Data(shown.terminal.output.utf8))
                    as? [String: Any])
            #expect(item["id"] as? Int == Int(ids[row - 1]), "row \(row) of \(filters)")
        }

        let past = await harness.run(
            ["--offline", "giveaways", "show", "--row", "\(ids.count + 1)"] + filters)
        #expect(past.code == .noInput)
        let rowsSaid = ids.count == 1 ? "1 row" : "\(ids.count) rows"
        let said = past.terminal.errorOutput
        #expect(said.contains("There is no row \(ids.count + 1): 'cleanapps giveaways list"))
        #expect(said.contains("' has \(rowsSaid)."), "\(said)")
        for value in filters where !value.hasPrefix("--") { #expect(said.contains(value)) }
    }

    @Test func favoriteAndUnfavoriteRow_actOnTheGiveawayOnThatRow() async throws {
        let harness = try GiveawaysHarness()
        let listed = await harness.run(["--offline", "giveaways", "list", "--platform", "gog"])
        let lines = listed.terminal.output.split(separator: "\n")
        let last = try #require(lines.last)
        let id = String(last.prefix { $0 != "\t" })

        let added = await harness.run([
            "--offline", "giveaways", "favorite", "--row", "\(lines.count)", "--platform", "gog",
        ])
        let favorites = await harness.run(["--offline", "giveaways", "favorites"])
        let removed = await harness.run([
            "--offline", "giveaways", "unfavorite", "--row", "\(lines.count)", "--platform", "gog",
        ])

        #expect(added.code == .ok)
        #expect(added.terminal.output.hasPrefix("Added \(id) "), "\(added.terminal.output)")
        #expect(favorites.terminal.output.hasPrefix(id + "\t"))
        #expect(removed.code == .ok)
        #expect(removed.terminal.output == "Removed \(id) from the favourites.\n")
    }

    @Test(arguments: [
        ["show", "1913", "--row", "2"], ["show"], ["show", "--row", "abc"],
        ["show", "--row", "-1"], ["show", "1913", "--platform", "steam"],
        ["favorite", "--search", "key"], ["unfavorite", "1913", "--row", "1"],
    ])
    func anIdAndARowTogether_orFiltersWithoutARow_areUsageErrors(arguments: [String])
        async throws
    {
        let harness = try GiveawaysHarness()

        let (terminal, code) = await harness.run(["--offline", "giveaways"] + arguments)

        #expect(code == .usage, "\(arguments): \(terminal.errorOutput)")
        #expect(terminal.errorOutput.split(separator: "\n").count == 2)
    }

    @Test(arguments: [
        (["favorite", "--platform", "steam"], "--platform picks a row: add --row N"),
        (["show", "--search", "key", "--type", "game"], "--type picks a row: add --row N"),
        (["unfavorite"], "missing ID (or --row N)"),
    ])
    func noIdAndNoRow_saysWhatAFilterNeeds(arguments: [String], expected: String) async throws {
        let harness = try GiveawaysHarness()

        let (terminal, code) = await harness.run(["--offline", "giveaways"] + arguments)

        #expect(code == .usage)
        #expect(terminal.errorOutput.contains(expected), "\(terminal.errorOutput)")
    }

    @Test func rowZero_isNoSuchRow() async throws {
        let harness = try GiveawaysHarness()

        let (terminal, code) = await harness.run(["--offline", "giveaways", "show", "--row", "0"])

        #expect(code == .noInput)
        #expect(terminal.errorOutput.contains("There is no row 0"))
    }
}
