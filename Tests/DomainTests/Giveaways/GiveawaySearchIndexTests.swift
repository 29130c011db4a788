import CleanAppsCore
import CleanAppsTestSupport
import GiveawaysDomain
import GiveawaysTestSupport
import Testing

@Suite struct GiveawaySearchIndexTests {
    private let index = GiveawaySearchIndex([
        .sample(id: 1, title: "Steam Game"),
        .sample(id: 2, title: "Epic Giveaway"),
        .sample(id: 3, title: "The Witcher 3 (GOG) Giveaway"),
        .sample(id: 4, title: "홍길동전 Giveaway 🎮"),
        .sample(id: 5, title: "Café Steam"),
    ])

    @Test func search_isCaseInsensitiveOnTitle() {
        #expect(index.search("steam").map(\.id) == [1, 5])
        #expect(index.search("WITCHER").map(\.id) == [3])
    }

    @Test func search_emptyOrBlankQuery_returnsEverything() {
        #expect(index.search("").count == 5)
        #expect(index.search("   ").count == 5)
    }

    @Test func search_trimsTheQuery() {
        #expect(index.search("  epic ").map(\.id) == [2])
    }

    @Test func search_matchesKoreanEmojiAndAccents() {
        #expect(index.search("길동").map(\.id) == [4])
        #expect(index.search("🎮").map(\.id) == [4])
        #expect(index.search("CAFÉ").map(\.id) == [5])
    }

    @Test func search_itemMatchingTwice_isListedOnce() {
        #expect(index.search("giveaway").map(\.id) == [2, 3, 4])
    }

    @Test func search_noMatch_isEmpty() {
        #expect(index.search("Nonexistent").isEmpty)
        #expect(index.search("y 🎮x").isEmpty)
    }

    @Test func search_queryLongerThanAllTitles_isEmpty() {
        #expect(index.search(String(repeating: "a", count: 500)).isEmpty)
    }

    @Test func search_doesNotMatchAcrossTwoTitles() {
        #expect(index.search("game epic").isEmpty)
    }

    @Test(arguments: ["ark survival", "evolved ark", "ARK:Survival", "ark - evolved"])
    func search_wordsInAnyOrderAcrossPunctuation_findTheTitle(query: String) {
        let index = GiveawaySearchIndex([
            .sample(id: 1, title: "ARK: Survival Evolved"), .sample(id: 2, title: "Arkham"),
        ])

        #expect(index.search(query).map(\.id) == [1])
    }

    @Test func search_foldsAccentsAndTypographicApostrophes() {
        let index = GiveawaySearchIndex([
            .sample(id: 1, title: "Pokemon Café"), .sample(id: 2, title: "Ash's Quest"),
        ])

        #expect(index.search("pokémon").map(\.id) == [1])
        #expect(index.search("cafe").map(\.id) == [1])
        #expect(index.search("ash’s").map(\.id) == [2])
    }

    @Test func search_platformName_findsItsGiveawaysAfterTitleMatches() {
        let index = GiveawaySearchIndex([
            .sample(id: 1, title: "Portal", platforms: ["PC", "Steam"]),
            .sample(id: 2, title: "Steam Deck Skin", platforms: ["PC"]),
            .sample(id: 3, title: "Doom", platforms: ["Xbox One"]),
        ])

        #expect(index.search("steam").map(\.id) == [2, 1])
        #expect(index.search("portal steam").map(\.id) == [1])
    }

    /// The static search (no index for a query without words) finds what the index finds.
    @Test func staticSearch_generatedQueries_findsWhatTheIndexFinds() {
        var random = SeededGenerator(seed: 38)
        let pieces = ["steam", "GIVEAWAY", " ", "\t", "길동", "🎮", "é", "x", "\u{3000}", ""]
        for _ in 0..<300 {
            let query = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                pieces.randomElement(using: &random)!
            }.joined()

            #expect(
                GiveawaySearchIndex.search(index.giveaways, for: query).map(\.id)
                    == index.search(query).map(\.id), "query \(query.debugDescription)")
        }
    }
}
