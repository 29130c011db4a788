import CampaignsDomain
import CleanAppsTestSupport
import Foundation
import Testing

@testable import TextCommands

/// `campaigns add` and `edit` warn when the chosen template's poster cuts the purpose, and
/// save anyway.
@MainActor
@Suite struct CampaignsPurposeFitCommandTests {
    /// 200 characters: the most validation allows, more than template 15's three lines hold
    /// at the smallest legible size.
    private let longPurpose = String(
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
