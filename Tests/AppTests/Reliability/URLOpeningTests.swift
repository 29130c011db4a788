import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import Foundation
import Testing

@testable import App
@testable import TerminalKit
@testable import TextCommands

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

        let (_, code) = await Self.runInteractive(harness, opener: opener)

        #expect(code == .ok)
        #expect(opener.openedAddresses.isEmpty)
    }

    @Test func giveawayGetIt_httpsAddress_reachesTheOpener() async throws {
        let opener = RecordingURLOpener()
        let harness = try GiveawaysHarness(
            handler: Self.oneGiveaway(openURL: "https://ok.example/claim?x=1"))

        _ = await Self.runInteractive(harness, opener: opener)

        #expect(opener.openedAddresses == ["https://ok.example/claim?x=1"])
    }

    @Test func directoryOpenLink_hostileAddresses_onlyHTTPSReachesTheOpener() async throws {
        let opener = RecordingURLOpener()
        let harness = try DirectoryHarness()
        let links = (Self.refused + ["https://ok.example/home"]).map {
            ContactLink(kind: .homepage, value: $0)
        }
        try await harness.repository.saveDirectory(Self.directory(links: links))
        let opens = (1...links.count).flatMap { ["o \($0)", "y"] }

        let (_, code) = await harness.run(
            ["directory"], lines: ["/Kim", "1"] + opens + ["b", "b", "q"], interactive: true,
            opener: opener)

        #expect(code == .ok)
        #expect(opener.openedAddresses == ["https://ok.example/home"])
    }

    /// Opens giveaway 1 and answers yes to "Open it in your browser?" on an interactive
    /// terminal (the only place the opener is used).
    static func runInteractive(_ harness: GiveawaysHarness, opener: RecordingURLOpener) async
        -> (terminal: ScriptedTerminal, code: ExitCode)
    {
        var capabilities = TerminalCapabilities.plain
        capabilities.isInteractive = true
        let terminal = ScriptedTerminal(
            lines: ["1", "g", "y", "b", "q"], capabilities: capabilities)
        let code = await CompositionRoot.run(
            arguments: ["--data-dir", harness.directory.url.path, "giveaways"],
            variables: [
                "HOME": harness.directory.url.path,
                "CLEANAPPS_GAMERPOWER_URL": (harness.server?.baseURL.absoluteString ?? "") + "/api",
            ],
            overrides: .init(terminal: terminal, urlOpener: opener, now: { GiveawaysHarness.now }))
        return (terminal, code)
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
