import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import GiveawaysData

@testable import App
@testable import Terminal
@testable import TextCommands

/// Runs `cleanapps` in-process against a stub GamerPower server, as a user would.
@MainActor
struct GiveawaysHarness {
    /// 2022-09-15 12:00 UTC: the day after the bundled snapshot, so a few items have ended.
    nonisolated static let now = Date(timeIntervalSince1970: 1_663_243_200)

    let directory: TemporaryDirectory
    let server: StubHTTPServer?

    /// A harness whose server answers with `handler`, or no server (offline use).
    init(handler: StubHTTPServer.Handler? = nil) throws {
        directory = try TemporaryDirectory()
        server = try handler.map { try StubHTTPServer(handler: $0) }
    }

    /// A server handler serving the bundled snapshot as the live API.
    static func snapshotAPI(
        titles: [Int: String] = [:]
    ) -> StubHTTPServer.Handler {
        let snapshot =
            BundledResource.url("Giveaways/giveaways-snapshot.json")
            .flatMap { try? Foundation.Data(contentsOf: $0) } ?? Foundation.Data("[]".utf8)
        var body = snapshot
        if !titles.isEmpty,
            var items = try? JSONSerialization.jsonObject(with: snapshot) as? [[String: Any]]
        {
            for index in items.indices {
                if let id = items[index]["id"] as? Int, let title = titles[id] {
                    items[index]["title"] = title
                }
            }
            body = (try? JSONSerialization.data(withJSONObject: items)) ?? snapshot
        }
        let list = body
        return { request in
            switch request.path {
            case "/api/giveaways":
                let platform = request.query("platform")
                return platform == nil || platform == "pc" || platform == "epic-games-store"
                    ? StubHTTPServer.Response(status: 200, headers: [:], body: list)
                    : .json(201, #"{"status": 0, "status_message": "No active giveaways"}"#)
            case "/api/worth":
                return .json(
                    200, #"{"active_giveaways_number": 103, "worth_estimation_usd": "512.75"}"#)
            case "/api/giveaway":
                return .json(404, #"{"status": 0, "status_message": "No object found"}"#)
            default:
                return .json(404, "{}")
            }
        }
    }

    /// A server handler serving `list()` (a JSON array of GamerPower items) as the live API,
    /// filtered by `platform` and `type` as GamerPower filters: an empty result is its
    /// "No active giveaways" answer (HTTP 201), and a nil `list()` is HTTP 500 (the API down).
    nonisolated static func listAPI(
        _ list: @escaping @Sendable () -> Foundation.Data?
    ) -> StubHTTPServer.Handler {
        { request in
            switch request.path {
            case "/api/giveaways":
                guard let body = list() else { return .json(500, "{}") }
                let items = (try? JSONSerialization.jsonObject(with: body)) as? [[String: Any]]
                let platform = request.query("platform").map(filterKey)
                let type = request.query("type")
                let matching = (items ?? []).filter { item in
                    let platforms = ((item["platforms"] as? String) ?? "")
                        .split(separator: ",").map { filterKey(String($0)) }
                    let kind = typeWord((item["type"] as? String) ?? "")
                    return (platform.map(platforms.contains) ?? true)
                        && (type == nil || type == kind)
                }
                guard !matching.isEmpty,
                    let data = try? JSONSerialization.data(withJSONObject: matching)
                else {
                    return .json(201, #"{"status": 0, "status_message": "No active giveaways"}"#)
                }
                return StubHTTPServer.Response(status: 200, headers: [:], body: data)
            case "/api/worth":
                return .json(
                    200, #"{"active_giveaways_number": 103, "worth_estimation_usd": "512.75"}"#)
            default:
                return .json(404, "{}")
            }
        }
    }

    /// The bundled snapshot's items as GamerPower lists them.
    nonisolated static var snapshotList: Foundation.Data {
        BundledResource.url("Giveaways/giveaways-snapshot.json")
            .flatMap { try? Foundation.Data(contentsOf: $0) } ?? Foundation.Data("[]".utf8)
    }

    /// A feed of `ids`: each a copy of the snapshot's first item (a PC game that never ends)
    /// with that id and the title "Giveaway N".
    nonisolated static func feed(_ ids: [Int]) -> Foundation.Data {
        let items = (try? JSONSerialization.jsonObject(with: snapshotList)) as? [[String: Any]]
        let template = items?.first ?? [:]
        let feed = ids.map { id in
            var item = template
            item["id"] = id
            item["title"] = "Giveaway \(id)"
            return item
        }
        return (try? JSONSerialization.data(withJSONObject: feed)) ?? Foundation.Data("[]".utf8)
    }

    /// A platform as the API's filter and its items' `platforms` compare: letters and digits,
    /// lower-cased ("epic-games-store" and "Epic Games Store" are both "epicgamesstore").
    private nonisolated static func filterKey(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// An item's `type` as the API's `type` filter names it.
    private nonisolated static func typeWord(_ type: String) -> String {
        switch type.lowercased() {
        case "dlc", "loot", "in-game loot": "loot"
        case "early access", "beta": "beta"
        default: "game"
        }
    }

    /// Runs `cleanapps` with `arguments`, typing `lines`; returns the terminal and exit code.
    func run(
        _ arguments: [String], lines: [String] = [], width: Int = 80, height: Int? = nil,
        opener: RecordingURLOpener? = nil
    ) async -> (terminal: ScriptedTerminal, code: ExitCode) {
        var capabilities = TerminalCapabilities.plain
        capabilities.width = width
        capabilities.height = height
        let terminal = ScriptedTerminal(lines: lines, capabilities: capabilities)
        var variables = ["HOME": directory.url.path]
        if let server {
            variables["CLEANAPPS_GAMERPOWER_URL"] = server.baseURL.absoluteString + "/api"
        }
        let code = await CompositionRoot.run(
            arguments: ["--data-dir", directory.url.path] + arguments, variables: variables,
            overrides: .init(
                terminal: terminal, urlOpener: opener ?? RecordingURLOpener(), now: { Self.now }))
        return (terminal, code)
    }
}
