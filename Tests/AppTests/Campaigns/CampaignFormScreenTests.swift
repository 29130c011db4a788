import CampaignsDomain
import CampaignsPresentation
import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import Terminal
import Testing

@testable import TextCommands

@MainActor
@Suite struct CampaignFormScreenTests {
    @Test func newCampaign_messagesAppearAndClearAsFieldsAreFixed() async throws {
        let app = try CampaignsAppHarness()
        let photo = try app.photo()

        let result = await app.run(
            ["campaigns"],
            input: [
                "a", "1", "   ", "2", "12abc", "3", "https://example.com/jar", "s", "1",
                "Дрон для 47 бригади", "2", "100 000", "4", photo, "5", "3", "6", "1.5", "20",
                "-15", "7", "2", "s", "b", "q",
            ])

        #expect(result.code == .ok)
        #expect(result.output.contains("Saved. The poster is at <data>/posters/"))
        assertSnapshot(result.output, named: "Campaigns/form-new")
        let stored = try #require(try await app.listed().first)
        #expect(stored["format"] as? String == "portrait")
        #expect(stored["photo_offset_y"] as? Double == -15)
    }

    @Test func editForm_saysNothingAboutSavingUntilASaveIsTried() async throws {
        let app = try CampaignsAppHarness()
        try await app.add(purpose: "Аптечки")

        let result = await app.run(["campaigns"], input: ["1", "s", "b", "q"])

        let parts = result.output.components(separatedBy: "Edit fundraiser")
        try #require(parts.count == 3)
        #expect(!parts[1].contains("Saved"))
        #expect(!parts[1].contains("nothing to save"))
        #expect(parts[2].contains(CampaignsError.nothingChanged.message))
    }

    @Test func leaving_withUnsavedChanges_asksAndCancelKeepsThemDiscardDropsThem() async throws {
        let app = try CampaignsAppHarness()

        let result = await app.run(
            ["campaigns"], input: ["a", "1", "Дрон", "b", "c", "b", "d", "q"])

        #expect(result.output.components(separatedBy: "has unsaved changes").count == 3)
        #expect(try await app.listed().isEmpty)
        #expect(result.output.contains(CampaignsListState.EmptyText.callToAction))
    }

    @Test func leaving_withUnsavedChanges_saveStoresThem() async throws {
        let app = try CampaignsAppHarness()
        let photo = try app.photo()

        let result = await app.run(
            ["campaigns"], input: ["a", "1", "Дрон", "4", photo, "5", "1", "q", "s"])

        #expect(result.code == .ok)
        #expect(try await app.listed().map { $0["purpose"] as? String } == ["Дрон"])
    }

    @Test func leaving_whenSaveFails_staysOnTheForm() async throws {
        let app = try CampaignsAppHarness()

        let result = await app.run(["campaigns"], input: ["a", "1", "Дрон", "b", "s", "b", "d"])

        #expect(result.output.contains("Some fields need fixing"))
        #expect(try await app.listed().isEmpty)
    }

    @Test func endOfInput_withUnsavedChanges_leavesWithoutSaving() async throws {
        let app = try CampaignsAppHarness()
        try await app.add(purpose: "Аптечки")

        let result = await app.run(["campaigns"], input: ["1", "1", "Змінено"])

        #expect(result.code == .ok)
        #expect(result.output.contains("End of input: the unsaved changes were not saved."))
        #expect(try await app.listed().first?["purpose"] as? String == "Аптечки")
    }

    @Test func delete_defaultIsNoAndYesDeletes() async throws {
        let app = try CampaignsAppHarness()
        try await app.add(purpose: "Аптечки")

        let declined = await app.run(["campaigns"], input: ["1", "d", "", "b", "q"])
        let countAfterDecline = try await app.listed().count
        let confirmed = await app.run(["campaigns"], input: ["1", "d", "y", "q"])

        #expect(
            declined.output.contains(
                "Delete the fundraiser \"Аптечки\"? Posters already written stay. [y/N]"))
        #expect(countAfterDecline == 1)
        #expect(confirmed.output.contains("Deleted the fundraiser \"Аптечки\"."))
        #expect(try await app.listed().isEmpty)
    }

    @Test func save_unchangedIsRefused_thenAnEditReplacesItsOwnPosterWithoutAsking() async throws {
        let app = try CampaignsAppHarness()
        try await app.add(purpose: "Аптечки")

        let result = await app.run(
            ["campaigns"], input: ["1", "s", "5", "9", "2", "100", "s", "b", "q"])

        #expect(result.output.contains("Nothing has changed, so there is nothing to save."))
        #expect(!result.output.contains("A poster already exists"))
        #expect(
            result.output.contains(
                "Saved. The poster is at <data>/posters/aptechky-<id4>-square.png"))
        #expect(try await app.listed().first?["target_kopecks"] as? Int == 10_000)
    }
}

extension CampaignFormScreenTests {
    @Test func purposeTheTemplateCuts_isNotedUnderThePurposeBeforeSaving() async throws {
        let app = try CampaignsAppHarness()
        // NB: words of the widest capital: more than a square poster holds.
        let long = Array(repeating: "ЩЩЩЩЩЩЩЩЩ", count: 20).joined(separator: " ")

        let result = await app.run(
            ["campaigns"], input: ["a", "1", long, "5", "1", "b", "d", "q"])

        #expect(result.output.contains("note: Template 1 cuts this purpose"))
        #expect(try await app.listed().isEmpty)
    }
}
