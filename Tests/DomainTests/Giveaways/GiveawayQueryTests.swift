import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import GiveawaysDomain
import GiveawaysTestSupport
import Testing

@Suite struct GiveawayQueryTests {
    private let items: [Giveaway] = [
        .sample(
            id: 1, title: "Old PC game", worthInCents: 499, type: "Game", users: 10, published: 100),
        .sample(
            id: 2, title: "New loot", worthInCents: nil, type: "DLC", platforms: ["Playstation 5"],
            users: 900, published: 300),
        .sample(
            id: 3, title: "Beta", worthInCents: 2999, type: "Early Access",
            platforms: ["PC", "Steam"], users: 50, published: 200),
    ]

    @Test func apply_defaultQuery_sortsNewestFirst() {
        let result = GiveawayQuery().apply(to: items)

        #expect(result.map(\.id) == [2, 3, 1])
    }

    @Test func apply_sortByValue_putsUnknownWorthLast() {
        let result = GiveawayQuery(sort: .value).apply(to: items)

        #expect(result.map(\.id) == [3, 1, 2])
    }

    @Test func apply_sortByPopularity_mostUsersFirst() {
        let result = GiveawayQuery(sort: .popularity).apply(to: items)

        #expect(result.map(\.id) == [2, 3, 1])
    }

    @Test func apply_platformFilter_matchesApiSpellingCaseInsensitively() throws {
        let ps5 = try #require(Platform(slug: "ps5"))

        let result = GiveawayQuery(platform: ps5).apply(to: items)

        #expect(result.map(\.id) == [2])
        #expect(ps5.displayName == "PlayStation 5")
    }

    @Test func apply_kindFilter_keepsThatKindOnly() {
        #expect(GiveawayQuery(kind: .loot).apply(to: items).map(\.id) == [2])
        #expect(GiveawayQuery(kind: .beta).apply(to: items).map(\.id) == [3])
        #expect(GiveawayQuery(kind: .game).apply(to: items).map(\.id) == [1])
    }

    @Test(arguments: [
        ("Game", GiveawayKind.game), ("Full Game", .game), ("DLC", .loot), ("Loot", .loot),
        ("Early Access", .beta), ("Beta", .beta), ("Other", .other), ("", .other),
    ])
    func kind_fromApiType_isDerived(type: String, expected: GiveawayKind) {
        #expect(GiveawayKind(apiType: type) == expected)
    }

    @Test func kind_filterName_readsOnlyKnownWords() {
        #expect(GiveawayKind(filterName: "LOOT") == .loot)
        #expect(GiveawayKind(filterName: "other") == .other)
        #expect(GiveawayKind(filterName: "x") == nil)
    }

    @Test func platform_equality_isBySlug() {
        #expect(
            Platform(slug: "pc", displayName: "PC")
                == Platform(slug: "pc", displayName: "Personal computer"))
        #expect(Platform(slug: "PC") == Platform.popular[0])
        #expect(Platform(slug: "nope") == nil)
    }

    /// "active" in any case (Unicode's lowercasing past ASCII) and nothing else is active.
    @Test func isActive_generatedStatuses_isActiveExactlyWhenLowercasedIsActive() {
        var random = SeededGenerator(seed: 38)
        let pieces = [
            "a", "A", "c", "C", "t", "T", "i", "I", "İ", "v", "V", "e", "E", "ε", " ", "!",
        ]
        let statuses =
            ["active", "ACTIVE", "Active", "aCtIvE", "Active ", "activ", "actives", "", "ACTİVE"]
            + (0..<500).map { _ in
                (0..<Int.random(in: 0...7, using: &random)).map { _ in
                    pieces.randomElement(using: &random)!
                }.joined()
            }
        for status in statuses {
            #expect(
                Giveaway.sample(id: 1, status: status).isActive(at: Date())
                    == (status.lowercased() == "active"), "status \(status.debugDescription)")
        }
    }

    @Test func isActive_pastEndDate_isFalseEvenWhenApiSaysActive() {
        let now = Date(timeIntervalSince1970: 1_000)
        let expired = Giveaway.sample(id: 1, endDate: Date(timeIntervalSince1970: 999))
        let running = Giveaway.sample(id: 2, endDate: Date(timeIntervalSince1970: 1_001))
        let ended = Giveaway.sample(id: 3, status: "Expired")

        #expect(!expired.isActive(at: now))
        #expect(running.isActive(at: now))
        #expect(!ended.isActive(at: now))
        #expect(Giveaway.sample(id: 4).isActive(at: now))
    }
}
