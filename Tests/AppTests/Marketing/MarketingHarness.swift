import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import MarketingData
import MarketingDomain

@testable import App
@testable import SocketHTTPKit
@testable import TextCommands

/// Runs `cleanapps` in-process for the Marketing tests: offline (bundled data) or against a
/// stub npoint server, with a fixed "now" and time zone, in a fresh data directory.
@MainActor
struct MarketingHarness {
    /// 2025-06-03 12:05:09 UTC.
    nonisolated static let now = Date(timeIntervalSince1970: 1_748_952_309)

    let directory: TemporaryDirectory
    let server: StubHTTPServer?

    /// A harness whose npoint server answers with `handler`, or none (runs `--offline`).
    init(handler: StubHTTPServer.Handler? = nil) throws {
        directory = try TemporaryDirectory()
        server = try handler.map { try StubHTTPServer(handler: $0) }
    }

    /// A handler serving the bundled npoint documents, with `details` in place of every
    /// package's details when given.
    static func npoint(details: [String]? = nil) -> StubHTTPServer.Handler {
        { request in
            let id = String(request.path.dropFirst())
            guard ChannelID.isValid(id),
                let url = BundledResource.url("Marketing/\(id).json"),
                var body = try? Foundation.Data(contentsOf: url)
            else { return .json(404, #"{"message":"not found"}"#) }
            if let details,
                var object = try? JSONSerialization.jsonObject(with: body)
                    as? [String: Any], var fees = object["monthly_fees"] as? [[String: Any]]
            {
                for index in fees.indices { fees[index]["details"] = details }
                object["monthly_fees"] = fees
                body = (try? JSONSerialization.data(withJSONObject: object)) ?? body
            }
            return StubHTTPServer.Response(status: 200, body: body)
        }
    }

    /// Runs `cleanapps` with `arguments`, typing `lines`; `--data-dir` is added, and
    /// `--offline` too when there is no server and `serverURL` is nil.
    func run(
        _ arguments: [String], lines: [String] = [], serverURL: String? = nil
    ) async -> (terminal: ScriptedTerminal, code: ExitCode) {
        let terminal = ScriptedTerminal(lines: lines)
        var variables = ["HOME": directory.url.path, "TZ": "UTC"]
        var global = ["--data-dir", directory.url.path]
        // NB: with a server, deadlines run on a clock that never moves, so a slow loopback
        // answer on a busy machine is still the live answer (the fallback on deadlines is
        // tested in DataTests); without one, --offline keeps every request off the network.
        let clock = TestClock()
        var client: (any HTTPClient)?
        if let url = serverURL ?? server?.baseURL.absoluteString {
            variables["CLEANAPPS_NPOINT_URL"] = url
            client = SocketHTTPClient(clock: clock)
        } else {
            global.append("--offline")
        }
        let code = await CompositionRoot.run(
            arguments: global + arguments, variables: variables,
            overrides: .init(
                terminal: terminal, httpClient: client, clock: clock, now: { Self.now }))
        return (terminal, code)
    }

    /// `text` with the data directory's path replaced by `<DATA>`, for golden transcripts.
    func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: directory.url.path, with: "<DATA>")
    }

    /// The `.eml` files in the data directory, sorted.
    var emlFiles: [URL] {
        directory.names().filter { $0.hasSuffix(".eml") }.map { directory.appending($0) }
    }
}
