import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import TerminalKit
import Testing
import WaterDomain
import WaterTestSupport

@testable import CampaignsScreens
@testable import TextCommands
@testable import TextScreens
@testable import WaterScreens

/// Campaigns and Water in the terminal-injection goldens: hostile fundraiser purposes, jar
/// answers from monobank, water source names and author text print inert on the list,
/// details, form, prompt and alert screens.
@MainActor
@Suite struct CampaignsWaterInjectionTests {
    private nonisolated static let hostile = TerminalInjectionTests.hostile

    @Test func campaignsListFormAndPrompts_hostilePurposeAndJarAnswer_printInert() async throws {
        let text = Self.escaped
        let harness = try CampaignsAppHarness { _ in
            .json(400, #"{"errCode":"\#(text)","errText":"\#(text)","jarStatus":"\#(text)"}"#)
        }
        let id = try await harness.add(
            purpose: "Plain", jar: "https://send.monobank.ua/jar/ABCdef123")
        try Self.replacePurpose(in: harness, with: "purpose" + Self.hostile)

        let run = await harness.run(
            ["campaigns"], input: ["r", "?", "1", "1", "", "d", "n", "b", "q"],
            holdingInputUntil: CampaignsListScreen.progressReloaded)
        let command = await harness.run(
            ["campaigns", "delete", id], input: [""], interactive: true)

        #expect(run.code == .ok)
        TerminalInjectionTests.expectInert(run.output + run.errors)
        TerminalInjectionTests.expectInert(command.output + command.errors)
        #expect(run.output.contains("fdp.exe"))
        assertSnapshot(run.output, named: "Reliability/campaigns-hostile-purpose-and-jar")
    }

    @Test func waterListDetailsAlertAndReadme_hostileNamesAndAuthor_printInert() async {
        let terminal = ScriptedTerminal(lines: ["?", "1", "1", "2", "3", "d", "b", "i", "d", "q"])
        let sources = WaterSourcesClientSpy.storing([
            .sample(id: "hostile", title: "source" + Self.hostile, boiled: 0),
            .sample(id: "plain", title: "Plain well", latitude: -10, longitude: 20),
        ])
        let authors = AuthorClientSpy(author: {
            Author(name: "name" + Self.hostile, title: "title" + Self.hostile)
        })
        let factory = WaterFactory(
            dependencies: .init(
                sources: sources, authors: authors,
                frame: ScreenFrame(terminal: terminal, drainNotices: { [] })))

        _ = await factory.makeCoordinator().start()

        TerminalInjectionTests.expectInert(terminal.output)
        #expect(terminal.output.contains("Sanitization Complete"))
        #expect(terminal.output.contains("fdp.exe"))
        assertSnapshot(terminal.output, named: "Reliability/water-hostile-names-and-author")
    }

    /// The hostile text as a JSON string body (controls escaped).
    private nonisolated static var escaped: String {
        let data = (try? JSONSerialization.data(withJSONObject: [hostile])) ?? Data()
        return String(decoding: data, as: UTF8.self).dropFirst(2).dropLast(2).description
    }

    /// Rewrites the stored fundraiser's purpose in `campaigns.json`, as a tampered or foreign
    /// file would have it (the add command refuses control characters).
    private static func replacePurpose(in harness: CampaignsAppHarness, with purpose: String) throws
    {
        let file = URL(fileURLWithPath: harness.dataPath).appendingPathComponent("campaigns.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        let escapedPurpose = String(
            decoding: try JSONSerialization.data(withJSONObject: [purpose]), as: UTF8.self
        ).dropFirst().dropLast()
        let replaced = text.replacingOccurrences(of: "\"Plain\"", with: String(escapedPurpose))
        #expect(replaced != text)
        try Data(replaced.utf8).write(to: file)
    }
}
