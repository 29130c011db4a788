import GiveawaysDomain
import Testing

@Suite struct FilterNameTests {
    @Test(arguments: [
        ("dlc", GiveawayKind.loot), ("early-access", .beta), ("Early Access", .beta),
        ("other", .other), ("game", .game), ("full-game", .game),
    ])
    func kindFilterName_forNamesTheListShows_isTheKind(name: String, kind: GiveawayKind) {
        #expect(GiveawayKind(filterName: name) == kind)
    }

    @Test func kindFilterName_unknown_isNil() {
        #expect(GiveawayKind(filterName: "movie") == nil)
    }

    @Test(arguments: [
        ("Epic Games Store", "epic-games-store"), ("itch.io", "itchio"), ("gog", "gog"),
        ("Xbox Series X|S", "xbox-series-xs"), ("PlayStation 5", "ps5"),
    ])
    func platformNamed_slugOrPrintedName_isThePlatform(name: String, slug: String) {
        #expect(Platform(named: name)?.slug == slug)
    }

    @Test func platformNamed_unknown_isNil() {
        #expect(Platform(named: "amiga") == nil)
        #expect(Platform(named: "--") == nil)
    }
}
