import CleanAppsTestSupport
import Foundation
import GiveawaysDomain
import Testing

@testable import GiveawaysScreens
@testable import TextCommands

/// `--json` output of giveaways, pinned byte for byte to the goldens recorded from the
/// `JSONEncoder` output (sorted snake_case keys, `" : "`, ISO 8601 dates, nil fields left
/// out, invisible scalars as `\uXXXX`).
@MainActor
@Suite struct GiveawayJSONTests {
    private static let now = Date(timeIntervalSince1970: 1_663_243_200)

    /// Every optional field set and every one left out, with hostile text in each string.
    private static let hostile: [Giveaway] = HostileJSON.strings.enumerated().map {
        index, text in
        let full = index.isMultiple(of: 2)
        return Giveaway(
            id: index - 1, title: text, worthInCents: full ? index * 101 : nil,
            thumbnailURL: full ? URL(string: "https://x.example/t/\(index).png?a=1&b=%20") : nil,
            imageURL: full ? URL(string: "http://x.example/i/\(index)") : nil,
            description: text + " ünïcödé 😀", instructions: "1. \"Claim\"\r\n2. \(text)",
            openURL: full ? URL(string: "https://x.example/open/\(index)#top") : nil,
            gamerPowerURL: full ? nil : URL(string: "https://x.example/\(index)"),
            publishedDate: full ? Date(timeIntervalSince1970: 1_600_000_000.75) : nil,
            type: text, platforms: full ? ["PC", text, ""] : [],
            endDate: full ? nil : Date(timeIntervalSince1970: 1_700_000_000),
            users: index * 1_000, status: index == 3 ? "Active" : text)
    }

    @Test func text_hostileGiveaways_matchesGolden() {
        let items = Self.hostile.map {
            GiveawayJSON($0, isFavorite: $0.id.isMultiple(of: 3), now: Self.now)
        }

        let text = GiveawayJSON.text(items)

        HostileJSON.expectNoRawInvisibles(text)
        assertSnapshot(text, named: "Giveaways/json-hostile")
    }

    @Test func text_noGiveaways_isAnEmptyArray() {
        #expect(GiveawayJSON.text([]) == "[\n\n]\n")
    }

    @Test func text_oneGiveaway_matchesGolden() {
        let item = GiveawayJSON(Self.hostile[1], isFavorite: true, now: Self.now)

        let text = GiveawayJSON.text(item)

        assertSnapshot(text, named: "Giveaways/json-one")
    }

    @Test func list_bundledSnapshot_matchesGolden() async throws {
        let harness = try GiveawaysHarness()

        let (terminal, code) = await harness.run([
            "--offline", "giveaways", "list", "--platform", "steam", "--json",
        ])

        #expect(code == .ok)
        assertSnapshot(terminal.output, named: "Giveaways/json-list-steam")
    }
}
