import CleanAppsCore
import Foundation
import GiveawaysDomain
import Testing

@testable import GiveawaysData

@Suite struct GiveawaysDecodingTests {
    private func fixture(_ name: String) throws -> Foundation.Data {
        let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return try Foundation.Data(contentsOf: root.appendingPathComponent("Giveaways/\(name)"))
    }

    @Test func list_realSnapshot_decodesAll116() throws {
        let giveaways = try GiveawaysDecoding.list(from: fixture("giveaways-2022-09-14.json"))

        #expect(giveaways.count == 116)
        #expect(giveaways.filter { $0.worthInCents == nil }.count == 95)
        #expect(giveaways.filter { $0.endDate == nil }.count == 98)
        let first = try #require(giveaways.first)
        #expect(first.id == 1913)
        #expect(first.title == "Omaku")
        #expect(first.worthInCents == 100)
        #expect(first.platforms == ["PC", "Itch.io", "DRM-Free"])
        #expect(first.openURL?.absoluteString == "https://www.gamerpower.com/open/omaku")
        #expect(first.instructions.hasPrefix("1. Click the button"))
        #expect(first.publishedDate == Date(timeIntervalSince1970: 1_663_196_852))
    }

    @Test func list_recentSample_decodesAll20() throws {
        #expect(
            try GiveawaysDecoding.list(from: fixture("giveaways-2026-09-sample.json")).count == 20)
    }

    @Test func list_itemWithMissingOrNullKeys_isKeptOthersSkipped() throws {
        let body = Foundation.Data(
            """
            [{"id": 1, "title": "Only id and title"},
             {"id": 2, "title": "Nulls", "worth": null, "users": null, "end_date": null},
             {"title": "No id"},
             {"id": 4},
             "not an object",
             {"id": "5", "title": "Id as text", "users": "12"}]
            """.utf8)

        let giveaways = try GiveawaysDecoding.list(from: body)

        #expect(giveaways.map(\.id) == [1, 2, 5])
        #expect(giveaways[2].users == 12)
        #expect(giveaways[0].platforms.isEmpty)
    }

    @Test func list_objectInsteadOfArray_throws() {
        let body = Foundation.Data(#"{"status": 0, "status_message": "No active giveaways"}"#.utf8)

        #expect(throws: (any Error).self) { try GiveawaysDecoding.list(from: body) }
    }

    @Test func worth_realResponse_readsStringAmount() throws {
        let worth = try GiveawaysDecoding.worth(from: fixture("worth-2026-09.json"))

        #expect(worth == GiveawayWorth(activeGiveaways: 103, worthInCents: 51_275))
    }

    @Test func worth_numberAmount_isAcceptedToo() throws {
        let body = Foundation.Data(
            #"{"active_giveaways_number": "7", "worth_estimation_usd": 12.5}"#.utf8)

        #expect(
            try GiveawaysDecoding.worth(from: body)
                == GiveawayWorth(activeGiveaways: 7, worthInCents: 1_250))
    }

    @Test(
        arguments: [
            ("$4.99", 499), ("$1,299.00", 129_900), ("$0", 0), ("$3.5", 350), ("N/A", nil),
            ("", nil), ("$", nil), ("$-1.00", nil), ("$1.999", nil), ("$1e5", nil), ("€5.00", nil),
        ] as [(String, Int?)])
    func cents_worthText_isParsed(text: String, expected: Int?) {
        #expect(GamerPowerFormat.cents(fromWorth: text) == expected)
    }

    @Test(
        arguments: [
            ("2022-09-15 23:59:00", 1_663_286_340.0), ("1970-01-01 00:00:00", 0),
            ("2024-02-29 12:00:00", 1_709_208_000),
            ("N/A", nil), ("2022-13-01 00:00:00", nil), ("2022-09-15T23:59:00", nil),
            ("2022-09-15 23:59", nil),
        ] as [(String, TimeInterval?)])
    func date_apiText_isParsedAsUTC(text: String, expected: TimeInterval?) {
        #expect(
            GamerPowerFormat.date(from: text) == expected.map(Date.init(timeIntervalSince1970:)))
    }

    @Test func webURL_onlyHttpWithHost() {
        #expect(GamerPowerFormat.webURL("https://www.gamerpower.com/x") != nil)
        #expect(GamerPowerFormat.webURL("javascript:alert(1)") == nil)
        #expect(GamerPowerFormat.webURL("file:///etc/passwd") == nil)
        #expect(GamerPowerFormat.webURL("https://") == nil)
        #expect(GamerPowerFormat.webURL(nil) == nil)
    }
}
