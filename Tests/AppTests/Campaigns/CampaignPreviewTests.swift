import CleanAppsTestSupport
import Foundation
import Testing

@testable import TextCommands

/// The poster in the terminal, from `campaigns preview` and from the form after
/// a template, photo or placement change; only where colour is allowed.
@MainActor
@Suite struct CampaignPreviewTests {
    private static let halfBlock = "\u{1B}[48;2;"

    @Test func preview_inAColourTerminal_drawsFortyColumnsOfHalfBlocks() async throws {
        let app = try CampaignsAppHarness()
        try await app.add(purpose: "Аптечки")

        let result = await app.run(["campaigns", "preview", "1"], colour: true)

        #expect(result.code == .ok)
        let rows = result.output.split(separator: "\n")
        #expect(rows.count == 20)
        #expect(rows.allSatisfy { $0.components(separatedBy: "▀").count == 41 })
    }

    @Test func preview_piped_exits69WithOneSentence() async throws {
        let app = try CampaignsAppHarness()
        try await app.add(purpose: "Аптечки")

        let result = await app.run(["campaigns", "preview", "1"])

        #expect(result.code == .unavailable)
        #expect(result.errors.contains("the preview needs a colour terminal"))
        #expect(!result.output.contains("▀"))
    }

    @Test func form_templateThenPlacementChange_showsThePreviewEachTimeInColour() async throws {
        let app = try CampaignsAppHarness()
        let photo = try app.photo()

        let result = await app.run(
            ["campaigns"],
            input: [
                "a", "1", "Дрон", "4", photo, "5", "3", "", "6", "1.3", "20", "-15", "", "s",
                "b", "q",
            ],
            colour: true)

        #expect(result.code == .ok)
        #expect(
            result.output.components(separatedBy: "The poster so far; Enter goes back").count
                == 3)
        #expect(result.output.contains(Self.halfBlock))
        #expect(try await app.listed().first?["photo_offset_x"] as? Double == 20)
    }

    /// A field number typed at the preview's "Enter goes back" is the form's
    /// next command, so the next answers land in the fields they were typed for.
    @Test func form_fieldNumberTypedAtThePreview_editsThatField() async throws {
        let app = try CampaignsAppHarness()
        let photo = try app.photo()

        let result = await app.run(
            ["campaigns"],
            input: ["a", "1", "Дрон", "4", photo, "5", "3", "2", "100 000", "s", "b", "q"],
            colour: true)

        #expect(result.code == .ok)
        #expect(result.output.contains("The poster so far; Enter goes back"))
        let saved = try #require(try await app.listed().first)
        #expect((saved["target_kopecks"] as? NSNumber)?.intValue == 10_000_000)
        #expect(saved["purpose"] as? String == "Дрон")
    }

    /// A screen key typed at a field's prompt (`s` at "Target …, Enter keeps
    /// it") is the form's command, never the field's value (`s грн.`).
    @Test(arguments: ["s", "S"])
    func form_saveKeyTypedAtAFieldPrompt_savesInsteadOfBecomingTheValue(key: String)
        async throws
    {
        let app = try CampaignsAppHarness()
        let photo = try app.photo()

        let result = await app.run(
            ["campaigns"], input: ["a", "1", "Дрон", "4", photo, "5", "3", "2", key, "b", "q"])

        #expect(result.code == .ok)
        let saved = try #require(try await app.listed().first)
        #expect(saved["purpose"] as? String == "Дрон")
        #expect(saved["target_kopecks"] == nil || saved["target_kopecks"] is NSNull)
        #expect(!result.output.contains("\(key) грн"))
    }

    @Test func form_templateChange_withoutColour_drawsNoPreview() async throws {
        let app = try CampaignsAppHarness()
        let photo = try app.photo()

        let result = await app.run(
            ["campaigns"], input: ["a", "1", "Дрон", "4", photo, "5", "3", "s", "b", "q"])

        #expect(result.code == .ok)
        #expect(!result.output.contains("The poster so far"))
        #expect(!result.output.contains("▀"))
    }
}
