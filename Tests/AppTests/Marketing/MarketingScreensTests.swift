import CleanAppsTestSupport
import Foundation
import MarketingTestSupport
import Testing

@testable import MarketingScreens
@testable import TextCommands

/// The Marketing screens end to end, as a user types them (golden transcripts).
@MainActor
@Suite struct MarketingScreensTests {
    @Test func wholeFlow_offline_goesFromTargetingToAWrittenEml() async throws {
        let harness = try MarketingHarness()

        let (terminal, code) = await harness.run(
            ["marketing"],
            lines: [
                "", "1-2", "", "1", "2", "b", "5", "1", "b", "v", "x 9", "t", "e",
                "team@example.com", "q",
            ])

        #expect(code == .ok)
        assertSnapshot(harness.normalized(terminal.output), named: "Marketing/whole-flow-offline")
        let file = try #require(harness.emlFiles.first)
        #expect(harness.emlFiles.count == 1)
        let message = try EmailMessageParser.parse(String(contentsOf: file, encoding: .utf8))
        #expect(message.header("To") == "team@example.com")
        #expect(message.subject == "Marketing Campaign Selection - 2025-06-03")
        #expect(message.parts.count == 2)
        let plain = try #require(message.parts.first?.text)
        #expect(plain.contains("Total monthly cost: 350.00 EUR"))
        #expect(plain.contains("Facebook Package 2 [Facebook]"))
        #expect(plain.contains("Generated on 3 June 2025 at 12:05"))
        #expect(terminal.output.contains("Saved the e-mail to \(file.path)."))
    }

    @Test func flow_againstLiveServer_usesItsDataWithoutStatusLine() async throws {
        let harness = try MarketingHarness(handler: MarketingHarness.npoint())

        let (terminal, code) = await harness.run(
            ["marketing"], lines: ["1", "", "1", "1", "b", "v", "e", "", "q"])

        #expect(code == .ok)
        #expect(!terminal.output.contains("bundled copy"))
        let paths = harness.server?.requests.map(\.path) ?? []
        // NB: the review asks the channel again to re-price the selection.
        #expect(
            paths == ["/b22fd39c053b256222b1", "/0af1bfee844a7003cec5", "/0af1bfee844a7003cec5"])
        let file = try #require(harness.emlFiles.first)
        let message = try EmailMessageParser.parse(String(contentsOf: file, encoding: .utf8))
        #expect(message.header("To") == nil)
    }

    @Test func flow_whenServerRefuses_showsBundledStatusLine() async throws {
        let server = try StubHTTPServer { _ in .json(200, "[]") }
        let url = server.baseURL.absoluteString
        server.stop()
        let harness = try MarketingHarness()

        let (terminal, code) = await harness.run(
            ["marketing"], lines: ["1", "", "1", "q"], serverURL: url)

        #expect(code == .ok)
        let note = "Showing the bundled copy of the data: npoint "
        // NB: twice on Targeting (before and after the selection), once on Packages.
        #expect(terminal.output.components(separatedBy: note).count == 4)
        #expect(terminal.output.contains("Facebook Package 4  75.00 EUR/month"))
    }

    @Test func flow_offline_saysSoInTheStatusLine() async throws {
        let harness = try MarketingHarness()

        let (terminal, _) = await harness.run(["marketing"], lines: ["q"])

        #expect(terminal.output.contains(MarketingDataNote.offline))
        #expect(!terminal.output.contains("Showing the bundled copy of the data:"))
    }

    @Test func quitAndComeBack_resumesTheSelection() async throws {
        let harness = try MarketingHarness()
        _ = await harness.run(["marketing"], lines: ["1-2", "", "1", "2", "q"])

        let (terminal, code) = await harness.run(["marketing"], lines: ["", "v", "q"])

        #expect(code == .ok)
        assertSnapshot(harness.normalized(terminal.output), named: "Marketing/resume")
        #expect(terminal.output.contains("Resumed your saved selection (targets Location, Age"))
        #expect(terminal.output.contains("  1  Facebook Package 2  200.00 EUR/month"))
    }

    @Test func retargeting_dropsPackagesOfChannelsNoLongerOffered_andSaysWhich() async throws {
        let harness = try MarketingHarness()

        let (terminal, _) = await harness.run(
            ["marketing"], lines: ["1", "", "1", "2", "b", "5", "1", "b", "b", "-1 5", "", "q"])

        assertSnapshot(harness.normalized(terminal.output), named: "Marketing/pruning")
        let unwrapped = terminal.output.replacingOccurrences(of: "\n", with: " ")
        #expect(
            unwrapped.contains(
                "Removed Google AdWords Package 1: the channel is no longer offered for these targets."
            ))
        #expect(
            terminal.output.hasSuffix(
                "1 package from 1 channel, 200.00 EUR\n\n"
                    + "1-2 open · v review · b back · q quit · ? help\n> q\n"))
    }

    @Test func multiSelectErrors_areShownOnScreen_andNothingIsApplied() async throws {
        let harness = try MarketingHarness()

        let (terminal, code) = await harness.run(
            ["marketing"], lines: ["0", "99", "3-1", "a", "--", "2 x", "", "*", "-2-15", "q"])

        #expect(code == .ok)
        assertSnapshot(harness.normalized(terminal.output), named: "Marketing/multi-select-errors")
        #expect(
            terminal.output.contains("Select at least one targeting option before you continue."))
        #expect(terminal.output.contains("Selected: 1 option (Location)"))
    }

    @Test func packagesScreen_chooseAgainClears_andResetClears() async throws {
        let harness = try MarketingHarness()

        let (terminal, _) = await harness.run(
            ["marketing"], lines: ["13", "", "2", "3", "3", "1", "r", "r", "7", "q"])

        let messages = [
            "Chose SEO Package 3.", "Cleared SEO Package 3.", "Chose SEO Package 1.",
            "Cleared SEO Package 1.", "Nothing was chosen for SEO.",
            "There is no package 7; choose a number from 1 to 4.",
        ]
        var rest = Substring(terminal.output)
        for message in messages {
            let found = try #require(rest.range(of: message), "missing \(message)")
            rest = rest[found.upperBound...]
        }
    }
}
