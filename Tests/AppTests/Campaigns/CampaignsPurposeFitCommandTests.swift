import CampaignsDomain
import CleanAppsTestSupport
import Foundation
import Testing

@testable import TextCommands

/// `campaigns add` and `edit` warn when the chosen template's poster cuts the purpose, and
/// save anyway.
@MainActor
@Suite struct CampaignsPurposeFitCommandTests {
    /// 200 characters: the most validation allows, in words of the widest capital; more
    /// than a square poster holds at the smallest legible size.
    private let longPurpose =
        Array(repeating: "ЩЩЩЩЩЩЩЩЩ", count: 20).joined(separator: " ")
        + "Щ"
    /// 200 characters of ordinary words: every template holds them.
    private let ordinaryPurpose = String(
        String(
            repeating: "Збираємо на пікап для евакуації поранених з передової та ліки. ",
            count: 4
        ).prefix(200))

    @Test func add_purposeTheTemplateCuts_warnsWithTemplateAndCountAndSaves() async throws {
        let app = try CampaignsAppHarness()

        let result = await app.run([
            "campaigns", "add", "--purpose", longPurpose, "--image", try app.photo(),
            "--template", "15",
        ])

        #expect(result.code == .ok)
        let warning = try #require(
            result.errors.firstMatch(
                of:
                    #/note: Purpose: Template 15 cuts this purpose on the square poster: (\d+) of its 200 characters fit\./#
            ))
        let fitting = try #require(Int(warning.1))
        #expect(fitting > 50 && fitting < 200)
        #expect(try await app.listed().count == 1)
    }

    @Test func add_ordinary200CharacterPurpose_everyTemplateHoldsItWithoutANote() async throws {
        let app = try CampaignsAppHarness()
        let photo = try app.photo()

        var notes: [String] = []
        for template in 1...15 {
            let result = await app.run([
                "campaigns", "add", "--purpose", ordinaryPurpose, "--image", photo,
                "--template", String(template),
            ])
            if result.errors.contains("cuts this purpose") { notes.append(result.errors) }
        }

        #expect(notes.isEmpty, "\(notes)")
    }

    @Test func addAndEdit_purposeThatFits_saysNothingUntilALongerOneIsCut() async throws {
        let app = try CampaignsAppHarness()
        let added = await app.run([
            "campaigns", "add", "--purpose", "Дрон для 47-ї бригади", "--image", try app.photo(),
            "--template", "1",
        ])

        let edited = await app.run(["campaigns", "edit", "1", "--purpose", longPurpose])

        #expect(added.code == .ok)
        #expect(!added.errors.contains("cuts this purpose"))
        #expect(edited.code == .ok)
        #expect(edited.errors.contains("note: Purpose: Template 1 cuts this purpose"))
        #expect(try await app.listed().first?["purpose"] as? String == longPurpose)
    }
}
