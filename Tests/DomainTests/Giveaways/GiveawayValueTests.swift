import CleanAppsCore
import Foundation
import GiveawaysDomain
import Testing

/// ``Giveaway`` keeps value semantics although most of its fields share one box.
@Suite struct GiveawayValueTests {
    private let original = Self.make(title: "Original")

    static func make(title: String) -> Giveaway {
        Giveaway(
            id: 7, title: title, worthInCents: 999,
            thumbnailURL: URL(string: "https://example.com/t.jpg"), description: "About",
            instructions: "1. Claim", openURL: URL(string: "https://example.com/open"),
            publishedDate: Date(timeIntervalSince1970: 1_700_000_000), type: "DLC",
            platforms: ["PC"], endDate: Date(timeIntervalSince1970: 1_800_000_000), users: 5,
            status: "Active")
    }

    @Test func changingACopy_leavesTheOriginalAsItWas() {
        var copy = original

        copy.title = "Changed"
        copy.description = "Other"
        copy.instructions = ""
        copy.thumbnailURL = nil
        copy.imageURL = URL(string: "https://example.com/i.jpg")
        copy.openURL = nil
        copy.gamerPowerURL = URL(string: "https://www.gamerpower.com/x")
        copy.endDate = nil
        copy.status = "Expired"
        copy.platforms = ["Steam"]

        #expect(original.title == "Original")
        #expect(original.description == "About")
        #expect(original.instructions == "1. Claim")
        #expect(original.thumbnailURL == URL(string: "https://example.com/t.jpg"))
        #expect(original.imageURL == nil)
        #expect(original.openURL == URL(string: "https://example.com/open"))
        #expect(original.gamerPowerURL == nil)
        #expect(original.endDate == Date(timeIntervalSince1970: 1_800_000_000))
        #expect(original.status == "Active")
        #expect(original.platforms == ["PC"])
        #expect(copy.title == "Changed")
        #expect(copy.status == "Expired")
        #expect(copy.platforms == ["Steam"])
    }

    @Test func equality_comparesValuesNotStorage() {
        var same = Self.make(title: "Other")
        #expect(same != original)

        same.title = "Original"

        #expect(same == original)
    }

    @Test func settingTheType_setsTheKind() {
        var giveaway = original

        giveaway.type = "Game"

        #expect(giveaway.kind == .game)
        #expect(original.kind == .loot)
    }
}
