import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import MarketingDomain
import MarketingTestSupport
import Testing

@testable import TextCommands

/// `cleanapps marketing email`: the written `.eml`, parsed back, and the file rules.
@MainActor
@Suite struct MarketingEmailCommandTests {
    @Test func email_toOutFile_writesAParsableMessageAndPrintsThePath() async throws {
        let harness = try MarketingHarness()
        let out = harness.directory.appending("selection.eml")

        let (terminal, code) = await harness.run(
            [
                "marketing", "email", "--select", "SEO:1,Facebook:2", "--to", "team@example.com",
                "--out", out.path,
            ])

        #expect(code == .ok)
        #expect(terminal.output == out.path + "\n")
        let message = try EmailMessageParser.parse(String(contentsOf: out, encoding: .utf8))
        #expect(message.header("To") == "team@example.com")
        #expect(message.header("Date") == "Tue, 03 Jun 2025 12:05:09 +0000")
        #expect(message.subject == "Marketing Campaign Selection - 2025-06-03")
        #expect(
            message.parts.map { $0.header("Content-Type") } == [
                "text/plain; charset=UTF-8", "text/html; charset=UTF-8",
            ])
        let plain = try #require(message.parts.first?.text)
        #expect(plain.contains("Total monthly cost: 470.00 EUR"))
        #expect(plain.contains("2 packages selected from 2 marketing channels"))
        let facebook = try #require(plain.range(of: "Facebook Package 2 [Facebook]"))
        let seo = try #require(plain.range(of: "SEO Package 1 [SEO]"))
        #expect(seo.lowerBound < facebook.lowerBound, "the order chosen, as the review shows it")
    }

    @Test func email_withoutOut_writesIntoTheDataDirectoryWithoutRecipient() async throws {
        let harness = try MarketingHarness()

        let (terminal, code) = await harness.run(["marketing", "email", "--select", "Linkedin:4"])

        #expect(code == .ok)
        let file = try #require(harness.emlFiles.first)
        #expect(file.lastPathComponent == "marketing-selection-20250603-120509.eml")
        #expect(terminal.output == file.path + "\n")
        let message = try EmailMessageParser.parse(String(contentsOf: file, encoding: .utf8))
        #expect(message.header("To") == nil)
    }

    @Test func email_hostileDetailsFromTheServer_areEscapedInHTML() async throws {
        let hostile = "<script>alert('x')</script> & \"more\""
        let harness = try MarketingHarness(handler: MarketingHarness.npoint(details: [hostile]))
        let out = harness.directory.appending("hostile.eml")

        let (_, code) = await harness.run(
            ["marketing", "email", "--select", "Facebook:1", "--out", out.path])

        #expect(code == .ok)
        let message = try EmailMessageParser.parse(String(contentsOf: out, encoding: .utf8))
        let html = try #require(message.parts.last?.text)
        #expect(!html.contains("<script>"))
        #expect(
            html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;more&quot;"))
        #expect(message.parts.first?.text?.contains(hostile) == true)
    }

    @Test func email_existingOutFile_isRefusedWith73UnlessForced() async throws {
        let harness = try MarketingHarness()
        let out = harness.directory.appending("existing.eml")
        try Data("keep me".utf8).write(to: out)
        let arguments = ["marketing", "email", "--select", "SEO:2", "--out", out.path]

        let (refused, refusedCode) = await harness.run(arguments)
        let kept = try String(contentsOf: out, encoding: .utf8)
        let (_, forcedCode) = await harness.run(arguments + ["--force"])

        #expect(refusedCode == .cannotCreate)
        #expect(
            refused.errorOutput.contains("existing.eml already exists; add --force to replace it"))
        #expect(kept == "keep me")
        #expect(forcedCode == .ok)
        #expect(try String(contentsOf: out, encoding: .utf8).hasPrefix("From: CleanApps"))
    }

    @Test func email_outIsASymbolicLink_neverWritesThroughIt() async throws {
        let harness = try MarketingHarness()
        let scratch = try TemporaryDirectory()  // NB: outside the data folder (own data).
        let target = scratch.appending("precious.txt")
        try Data("precious".utf8).write(to: target)
        let link = scratch.appending("link.eml")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let arguments = ["marketing", "email", "--select", "SEO:2", "--out", link.path]

        let (_, refusedCode) = await harness.run(arguments)
        let (_, forcedCode) = await harness.run(arguments + ["--force"])

        #expect(refusedCode == .cannotCreate)
        #expect(forcedCode == .ok)
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious")
        #expect(try String(contentsOf: link, encoding: .utf8).hasPrefix("From: CleanApps"))
    }

    @Test func email_outInMissingFolder_exits73() async throws {
        let harness = try MarketingHarness()
        let scratch = try TemporaryDirectory()  // NB: outside the data folder (own data).
        let out = scratch.appending("missing/x.eml")

        let (terminal, code) = await harness.run(
            ["marketing", "email", "--select", "SEO:2", "--out", out.path])

        #expect(code == .cannotCreate)
        #expect(terminal.errorOutput.contains("the folder of x.eml does not exist"))
    }
}
