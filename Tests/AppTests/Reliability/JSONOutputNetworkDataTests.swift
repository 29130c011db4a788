import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

@testable import TextCommands

/// `--json` of the Giveaways and Marketing commands over hostile server answers (loopback
/// stub): the output is one JSON document and every string comes back as the app holds it.
@MainActor
@Suite struct JSONOutputNetworkDataTests {
    private static let texts = HostileJSON.strings
    private static let giveawayIDs = Array(1...HostileJSON.strings.count).map { 90_000 + $0 }

    /// A GamerPower stub whose first giveaways carry the hostile texts in every text field.
    private static func giveawaysAPI() -> StubHTTPServer.Handler {
        let items: [[String: Any]] = zip(giveawayIDs, texts).map { id, text in
            [
                "id": id, "title": text, "worth": "$1.00", "description": "D" + text,
                "instructions": "I" + text, "open_giveaway_url": "https://example.com/\(id)",
                "published_date": "2022-09-14 23:07:32", "type": "Game", "platforms": "PC",
                "end_date": "N/A", "users": 1, "status": "Active",
            ]
        }
        let list = (try? JSONSerialization.data(withJSONObject: items)) ?? Data()
        let byID = Dictionary(
            uniqueKeysWithValues: zip(giveawayIDs, items).map { id, item in
                (String(id), (try? JSONSerialization.data(withJSONObject: item)) ?? Data())
            })
        return { request in
            switch request.path {
            case "/api/giveaways": return StubHTTPServer.Response(status: 200, body: list)
            case "/api/giveaway":
                guard let item = byID[request.query("id") ?? ""] else { return .json(404, "{}") }
                return StubHTTPServer.Response(status: 200, body: item)
            default:
                return .json(
                    200, #"{"active_giveaways_number": 7, "worth_estimation_usd": "7.00"}"#)
            }
        }
    }

    @Test func giveawaysCommands_hostileServerTexts_roundTripInJSON() async throws {
        let harness = try GiveawaysHarness(handler: Self.giveawaysAPI())
        let everyText = Self.texts + Self.texts.map { "D" + $0 } + Self.texts.map { "I" + $0 }

        let (list, listCode) = await harness.run(["giveaways", "list", "--json"])
        _ = await harness.run(["giveaways", "favorite", String(Self.giveawayIDs[1])])
        let (favorites, favoritesCode) = await harness.run(["giveaways", "favorites", "--json"])

        #expect(listCode == .ok, "\(list.errorOutput)")
        #expect(favoritesCode == .ok)
        HostileJSON.expectRoundTrip(list.output, everyText)
        HostileJSON.expectRoundTrip(favorites.output, [Self.texts[1]])
        for (id, text) in zip(Self.giveawayIDs, Self.texts) {
            let (show, code) = await harness.run(["giveaways", "show", String(id), "--json"])
            #expect(code == .ok, "\(show.errorOutput)")
            HostileJSON.expectRoundTrip(show.output, [text, "D" + text, "I" + text])
        }
    }

    /// NB: a body that is not UTF-8 is not JSON (RFC 8259): the answer is refused as bad data
    /// and the bundled snapshot is printed instead, still as valid JSON.
    @Test func giveawaysList_invalidUTF8InServerAnswer_printsValidJSONOfTheFallback() async throws {
        let fields = #""worth": "N/A", "platforms": "PC", "type": "Game", "status": "Active""#
        let body =
            Data(#"[{"id": 1, "title": "A"#.utf8) + Data([0xC3, 0x28, 0xFF, 0xED, 0xA0, 0x80])
            + Data(#"Z", \#(fields)}, {"id": 2, "title": "Valid", \#(fields)}]"#.utf8)
        let harness = try GiveawaysHarness { _ in StubHTTPServer.Response(status: 200, body: body) }

        let (terminal, code) = await harness.run(["giveaways", "list", "--json"])

        #expect(code == .ok)
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(terminal.output.utf8)) as? [[String: Any]])
        #expect(!rows.isEmpty)
        #expect(!rows.contains { $0["title"] as? String == "Valid" })
    }

    /// What the Marketing documents' reader keeps of a name or detail: every control,
    /// format, line or paragraph separator becomes a space.
    private static func marketingShown(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    switch scalar.properties.generalCategory {
                    case .control, .format, .lineSeparator, .paragraphSeparator: " "
                    default: scalar
                    }
                }))
    }

    /// An npoint stub: targets and channel names and every package detail are hostile.
    private static func npointAPI() -> StubHTTPServer.Handler {
        let channels = ["0af1bfee844a7003cec5", "9789d17ffaf4432dcce0"]
        let name = "C" + (texts.last ?? "")
        let targeting: [[String: Any]] = texts.enumerated().map { offset, text in
            [
                "target": offset == 0 ? "Location" : text,
                "available_channels": channels.enumerated().map { number, id in
                    ["channel": number == 0 ? name : "SEO", "channel_id": id]
                },
            ]
        }
        let targetingBody = (try? JSONSerialization.data(withJSONObject: targeting)) ?? Data()
        let channelBody =
            (try? JSONSerialization.data(withJSONObject: [
                "channel": "x",
                "monthly_fees": [["price": 140, "currency": "EUR", "details": texts]],
            ])) ?? Data()
        return { request in
            let id = String(request.path.dropFirst())
            if id == "b22fd39c053b256222b1" {
                return StubHTTPServer.Response(status: 200, body: targetingBody)
            }
            return channels.contains(id)
                ? StubHTTPServer.Response(status: 200, body: channelBody)
                : .json(404, #"{"message":"not found"}"#)
        }
    }

    @Test func marketingCommands_hostileServerTexts_roundTripInJSON() async throws {
        let harness = try MarketingHarness(handler: Self.npointAPI())
        let shown = Self.texts.map(Self.marketingShown)
        let channel = Self.marketingShown("C" + (Self.texts.last ?? ""))

        let (targets, targetsCode) = await harness.run(["marketing", "targets", "--json"])
        let (channels, channelsCode) = await harness.run(
            ["marketing", "channels", "--targets", "Location", "--json"])
        let (packages, packagesCode) = await harness.run(
            ["marketing", "packages", "0af1bfee844a7003cec5", "--json"])
        let (review, reviewCode) = await harness.run(
            ["marketing", "review", "--select", "0af1bfee844a7003cec5:1", "--json"])

        #expect(
            [targetsCode, channelsCode, packagesCode, reviewCode] == [.ok, .ok, .ok, .ok],
            "\(targets.errorOutput)\(channels.errorOutput)\(packages.errorOutput)")
        HostileJSON.expectRoundTrip(targets.output, Array(shown.dropFirst()) + [channel])
        HostileJSON.expectRoundTrip(channels.output, [channel])
        HostileJSON.expectRoundTrip(packages.output, shown + [channel])
        HostileJSON.expectRoundTrip(review.output, shown + [channel])
    }
}
