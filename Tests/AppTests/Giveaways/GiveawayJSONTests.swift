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

    /// The streamed list (`giveaways list --json`) against the whole text it replaced, over
    /// generated lists of hostile giveaways cut into pieces of every size from 1 byte up.
    @Test func write_generatedHostileLists_givesTheBytesOfText() {
        var generator = SeededGenerator(seed: 9_500)
        for round in 0..<300 {
            let giveaways = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                Self.generatedGiveaway(using: &generator)
            }
            let favorites = Set(giveaways.map(\.id).filter { _ in Bool.random(using: &generator) })
            let pieceSize = round < 40 ? round + 1 : Int.random(in: 1...5_000, using: &generator)
            var pieces: [String] = []

            GiveawayJSON.write(
                giveaways, isFavorite: favorites.contains, now: Self.now, pieceSize: pieceSize
            ) { pieces.append($0) }

            let expected = GiveawayJSON.text(
                giveaways.map {
                    GiveawayJSON($0, isFavorite: favorites.contains($0.id), now: Self.now)
                })
            #expect(
                Array(pieces.joined().utf8) == Array(expected.utf8),
                "round \(round), pieces of \(pieceSize) bytes")
            if !giveaways.isEmpty, pieceSize < 100 { #expect(pieces.count > 1) }
        }
    }

    @Test func text_noGiveaways_isAnEmptyArray() {
        #expect(GiveawayJSON.text([]) == "[\n\n]\n")
    }

    /// A giveaway with any field set or left out, its text from the hostile strings.
    private static func generatedGiveaway(using generator: inout SeededGenerator) -> Giveaway {
        func text(_ generator: inout SeededGenerator) -> String {
            (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                HostileJSON.strings.randomElement(using: &generator)!
            }.joined(separator: Bool.random(using: &generator) ? " " : "\n")
        }
        func maybe<Value>(_ value: Value, _ generator: inout SeededGenerator) -> Value? {
            Bool.random(using: &generator) ? value : nil
        }
        let id = Int.random(in: -5...1_000_000, using: &generator)
        let link = URL(string: "https://x.example/\(id)/a%20b?c=1&d=\(id)#e")
        return Giveaway(
            id: id, title: "T" + text(&generator),
            worthInCents: maybe(Int.random(in: 0...999_999, using: &generator), &generator),
            thumbnailURL: maybe(link, &generator) ?? nil, imageURL: maybe(link, &generator) ?? nil,
            description: text(&generator), instructions: text(&generator),
            openURL: maybe(link, &generator) ?? nil, gamerPowerURL: maybe(link, &generator) ?? nil,
            publishedDate: maybe(
                Date(timeIntervalSince1970: Double.random(in: 0...2e9, using: &generator)),
                &generator),
            type: [
                "Game", "DLC", "Early Access", "Other", text(&generator),
            ].randomElement(using: &generator)!,
            platforms: (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                text(&generator)
            },
            endDate: maybe(
                Date(timeIntervalSince1970: Double.random(in: 1e9...2e9, using: &generator)),
                &generator),
            users: Int.random(in: 0...100_000, using: &generator),
            status: ["Active", "active", "Expired", text(&generator)].randomElement(
                using: &generator)!)
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
