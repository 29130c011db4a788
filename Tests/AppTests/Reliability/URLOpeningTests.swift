import Data
import Domain
import Foundation
import Mocks
import Testing

@testable import App

/// Only http(s) addresses reach the URL opener, from every place a user can open one.
@MainActor
@Suite struct URLOpeningTests {
    nonisolated static let refused = [
        "javascript:alert(1)", "file:///etc/passwd", "https://x.example/a b",
        "https://x.example/\"q", "https://x.example/'q", "ftp://x.example/", "data:text/html,x",
        "//x.example/", "https://x.example/\u{1B}[2J",
    ]

    @Test(arguments: refused)
    func giveawayGetIt_hostileAddress_neverReachesTheOpener(address: String) async throws {
        let opener = RecordingURLOpener()
        let harness = try GiveawaysHarness(handler: Self.oneGiveaway(openURL: address))

        let (terminal, code) = await harness.run(
            ["giveaways"], lines: ["1", "g", "b", "q"], opener: opener)

        #expect(code == .ok)
        #expect(opener.openedAddresses.isEmpty)
        TerminalInjectionTests.expectInert(terminal.output)
    }

    @Test func giveawayGetIt_httpsAddress_reachesTheOpener() async throws {
        let opener = RecordingURLOpener()
        let harness = try GiveawaysHarness(
            handler: Self.oneGiveaway(openURL: "https://ok.example/claim?x=1"))

        _ = await harness.run(["giveaways"], lines: ["1", "g", "b", "q"], opener: opener)

        #expect(opener.openedAddresses == ["https://ok.example/claim?x=1"])
    }

    @Test func directoryOpenLink_hostileAddresses_onlyHTTPSReachesTheOpener() async throws {
        let opener = RecordingURLOpener()
        let harness = try DirectoryHarness()
        let links = (Self.refused + ["https://ok.example/home"]).map {
            ContactLink(kind: .homepage, value: $0)
        }
        try await harness.repository.saveDirectory(Self.directory(links: links))
        let opens = (1...links.count).map { "o \($0)" }

        let (_, code) = await harness.run(
            ["directory"], lines: ["/Kim"] + ["1"] + opens + ["b", "b", "q"], opener: opener)

        #expect(code == .ok)
        #expect(opener.openedAddresses == ["https://ok.example/home"])
    }

    static func oneGiveaway(openURL: String) -> StubHTTPServer.Handler {
        let item: [String: Any] = [
            "id": 1, "title": "Game", "worth": "$1.00", "open_giveaway": openURL,
            "open_giveaway_url": openURL, "published_date": "2022-09-14 12:00:00",
            "type": "Game", "platforms": "PC", "users": 1, "status": "Active",
        ]
        let list = (try? JSONSerialization.data(withJSONObject: [item])) ?? Data()
        let single = (try? JSONSerialization.data(withJSONObject: item)) ?? Data()
        return { request in
            switch request.path {
            case "/api/giveaways": StubHTTPServer.Response(status: 200, headers: [:], body: list)
            case "/api/giveaway": StubHTTPServer.Response(status: 200, headers: [:], body: single)
            default: .json(200, #"{"active_giveaways_number": 1, "worth_estimation_usd": "1"}"#)
            }
        }
    }

    static func directory(links: [ContactLink]) throws -> Directory {
        let person = PersonID(rawValue: "kim")
        return Directory(
            info: DirectoryInfo(version: try #require(SemanticVersion("9.0.0")), notice: ""),
            parties: [Party(id: PartyID(rawValue: 1), name: "Party")],
            persons: [
                Person(
                    id: person, rowNumber: 1, name: "Kim", partyID: PartyID(rawValue: 1),
                    district: "Seoul", phones: [], links: links)
            ],
            committees: [])
    }
}
