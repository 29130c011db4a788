import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

@testable import App
@testable import SocketHTTPKit
@testable import TerminalKit
@testable import TextCommands

/// Runs the real `cleanapps` (composition root, stores, poster files, jar client) in a
/// temporary data directory, with scripted input, a fixed clock and HTTP only to a loopback
/// stub server acting as monobank.
@MainActor
final class CampaignsAppHarness {
    /// What one run printed and returned.
    struct Run {
        let code: ExitCode
        let output: String
        let errors: String
        /// Every screen and prompt, as ``ScreenFitTests/transcript(of:masking:)`` writes them.
        let transcript: String
    }

    let directory: TemporaryDirectory
    let server: StubHTTPServer
    // NB: one session for every test, as the app has one; many sessions strain libcurl. Its
    // deadlines, like the app's, run on a clock that never moves: a loopback answer on a busy
    // machine is still the answer (deadlines are tested in DataTests and DomainTests).
    private static let clock = TestClock()
    private static let httpClient = SocketHTTPClient(clock: clock)

    /// A harness whose monobank stub answers with `monobank`, by jar id.
    init(
        monobank: @escaping @Sendable (String) -> StubHTTPServer.Response = { _ in
            .json(200, #"{"jarAmount":4200000,"jarStatus":"ACTIVE"}"#)
        }
    ) throws {
        directory = try TemporaryDirectory()
        server = try StubHTTPServer { request in
            let body = (try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any]
            return monobank(body?["clientId"] as? String ?? "")
        }
    }

    /// The data directory's path.
    var dataPath: String { directory.appending("data").path }

    /// Writes a small PNG into the temporary folder and returns its path.
    func photo(named name: String = "photo.png", width: Int = 4, height: Int = 3) throws -> String {
        let url = directory.appending(name)
        try TestImages.png(width: width, height: height).write(to: url)
        return url.path
    }

    /// Runs `cleanapps --data-dir DATA ARGUMENTS…` with `input` as the typed lines (in a
    /// colour terminal with `colour`); with `holdingInputUntil`, the first line waits until
    /// the output shows that text.
    func run(
        _ arguments: [String], input: [String] = [], interactive: Bool = false,
        colour: Bool = false, holdingInputUntil marker: String? = nil,
        size: (width: Int, height: Int)? = nil
    ) async -> Run {
        var capabilities = TerminalCapabilities.plain
        if let size {
            capabilities.width = size.width
            capabilities.height = size.height
        }
        capabilities.isInteractive = interactive || colour
        if colour {
            capabilities.usesColor = true
            capabilities.usesUnicode = true
        }
        let terminal = ScriptedTerminal(lines: input, capabilities: capabilities)
        if let marker {
            terminal.beforeNextAnswer = { [weak terminal] in await terminal?.waitForOutput(marker) }
        }
        let code = await CompositionRoot.run(
            arguments: ["--data-dir", dataPath] + arguments,
            variables: [
                "HOME": directory.url.path, "CLEANAPPS_MONOBANK_URL": server.baseURL.absoluteString,
            ],
            overrides: .init(
                terminal: terminal, httpClient: Self.httpClient, clock: Self.clock,
                now: { CampaignFixtures.referenceDate },
                posterPixelsPerUnit: PosterEncoding.testPixelsPerUnit))
        return Run(
            code: code, output: masked(terminal.output), errors: masked(terminal.errorOutput),
            transcript: ScreenFitTests.transcript(of: terminal, masking: directory.url.path))
    }

    /// Adds a campaign through `cleanapps campaigns add` and returns its id.
    @discardableResult
    func add(
        purpose: String, template: Int = 1, target: String? = nil, jar: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        var arguments = [
            "campaigns", "add", "--purpose", purpose, "--image", try photo(), "--template",
            String(template),
        ]
        if let target { arguments += ["--target", target] }
        if let jar { arguments += ["--jar", jar] }
        let result = await run(arguments)
        #expect(result.code == .ok, "\(result.errors)", sourceLocation: sourceLocation)
        return try #require(
            result.output.split(separator: " ").dropFirst().first.map(String.init),
            sourceLocation: sourceLocation)
    }

    /// The campaigns as `list --json` prints them.
    func listed() async throws -> [[String: Any]] {
        let result = await run(["campaigns", "list", "--json"])
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        return try #require(json as? [[String: Any]])
    }

    /// `text` with the data path written as `<data>` and the rest of the temporary folder as
    /// `<tmp>`, so transcripts are stable.
    /// `text` with the temporary paths and the random short ids in poster names masked.
    private func masked(_ text: String) -> String {
        text.replacingOccurrences(of: dataPath, with: "<data>")
            .replacingOccurrences(of: directory.url.path, with: "<tmp>")
            .replacing(#/-[0-9a-f]{4}-(square|portrait|story)\./#) { "-<id4>-\($0.1)." }
    }
}
