import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import GiveawaysDomain
import Testing

@Suite struct PlatformSetTests {
    static let platformLists: [[String]] = [
        [], ["PC"], ["pc", "STEAM"], ["Playstation 5", "Xbox Series X|S"], ["Ubisoft"],
        ["Battlenet", "Origin"], ["Epic Games Store", "DRM-Free", "Itch.io"], ["Android", "iOS"],
        ["Nintendo Switch", "VR", "GOG"], ["PlayStation 4", "Xbox One", "Xbox 360"],
        ["Unknown console", "P C", "pc "], ["ＰＣ", "İOS"],
    ]

    @Test(arguments: platformLists)
    func setFromNames_holdsExactlyTheCataloguePlatformsTheNamesMatch(names: [String]) throws {
        try expectHoldsWhatEachPlatformMatches(names)
    }

    /// Generated platform lists (catalogue names in any case, with spaces, accents and
    /// lookalikes) hold exactly the platforms each platform's own matching finds.
    @Test func setFromNames_generatedLists_holdsWhatEachPlatformMatches() throws {
        var random = SeededGenerator(seed: 38)
        let names =
            Platform.all.flatMap { [$0.displayName, $0.slug, $0.displayName.uppercased()] }
            + ["ubisoft", "BATTLENET", "Pc ", "ＰＣ", "İOS", "ios\u{301}", "Stéam", "", "x"]
        for _ in 0..<500 {
            let list = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                names.randomElement(using: &random)!
            }
            try expectHoldsWhatEachPlatformMatches(list)
        }
    }

    /// Expects `PlatformSet(names: names)` to hold exactly the catalogue platforms whose own
    /// matching finds them in `names`.
    private func expectHoldsWhatEachPlatformMatches(_ names: [String]) throws {
        let set = PlatformSet(names: names)
        for platform in Platform.all {
            let only = try #require(PlatformSet(only: platform))
            #expect(
                set.intersects(only) == platform.matches(platforms: names),
                "\(platform.slug) in \(names)")
        }
    }

    @Test func only_platformOutsideTheCatalogue_isNil() {
        #expect(PlatformSet(only: Platform(slug: "amiga", displayName: "Amiga")) == nil)
    }

    @Test func query_platformOutsideTheCatalogue_stillMatchesByName() {
        let amiga = Platform(slug: "amiga", displayName: "Amiga")
        let items: [Giveaway] = [
            Giveaway(id: 1, title: "A", platforms: ["AMIGA"]),
            Giveaway(id: 2, title: "B", platforms: ["PC"]),
        ]

        #expect(GiveawayQuery(platform: amiga).apply(to: items).map(\.id) == [1])
    }

    @Test func settingPlatforms_updatesTheSetFiltersRead() throws {
        let steam = try #require(Platform(slug: "steam"))
        var giveaway = Giveaway(id: 1, title: "A", platforms: ["PC"])

        giveaway.platforms = ["Steam"]

        #expect(giveaway.platformSet == PlatformSet(names: ["Steam"]))
        #expect(GiveawayQuery(platform: steam).apply(to: [giveaway]).count == 1)
    }
}
