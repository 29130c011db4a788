import CampaignsDomain
import CampaignsTestSupport
import Foundation
import Testing

@testable import CampaignsData

/// Every template in every format, with purposes of 1 to 200 characters in the scripts and
/// shapes volunteers type: the poster draws the purpose whole, or the form's note names the
/// template; and the purpose is never set smaller than the legible minimum.
@Suite struct PosterPurposeCoverageTests {
    static let samples: [(name: String, unit: String)] = [
        ("Latin", "Medical kits and a pickup truck for the evacuation team of the brigade, "),
        ("Cyrillic", "Збираємо на пікап для евакуації поранених з передової та ліки бригаді, "),
        ("long words", "Високотехнологічного найрізноманітнішими розвідувально-ударного "),
        ("no spaces", "Дрондля47бригадиMavic3Pro"),
    ]
    static let lengths = [1, 20, 80, 140, 197, 200]

    static func purpose(_ unit: String, length: Int) -> String {
        String(String(repeating: unit, count: length / unit.count + 1).prefix(length))
    }

    /// The purpose's lines as drawn, or nil when the scene has none.
    static func drawn(_ purpose: String, template: PosterTemplate, format: PosterFormat)
        -> [PosterTextBlock.Line]?
    {
        let campaign = CampaignFixtures.campaign(
            purpose: purpose, templateID: template.id, format: format,
            jarDetails: CampaignFixtures.jarDetails(collected: 6_234_550))
        return PosterScene(campaign, catalogue: .standard)?.purpose?.lines
    }

    static func isWhole(_ lines: [PosterTextBlock.Line], of purpose: String) -> Bool {
        let drawn = lines.map(\.text).joined().filter { $0 != " " }
        return drawn
            == PosterScene.purposeText(
                purpose, fallback: PosterLanguage.ukrainian.labels.purposeFallback
            )
            .filter { $0 != " " }
    }

    @Test(arguments: TemplateCatalogue.standard.templates)
    func purpose_anyLengthInEveryFormat_isWholeOrNotedNamingTheTemplate(
        template: PosterTemplate
    ) throws {
        let validator = CampaignValidator(purposeFitting: PosterPurposeFitting())
        for format in PosterFormat.allCases {
            for sample in Self.samples {
                for length in Self.lengths {
                    let purpose = Self.purpose(sample.unit, length: length)

                    let lines = try #require(
                        Self.drawn(purpose, template: template, format: format))

                    let context = "template \(template.number) \(format) \(sample.name) \(length)"
                    #expect(
                        lines.allSatisfy { $0.fontSize >= PurposeFit.minimumFontSize - 1e-9 },
                        "\(context): set below the legible minimum")
                    if !Self.isWhole(lines, of: purpose) {
                        let note = validator.check(
                            .purpose,
                            in: CampaignDraft(
                                purpose: purpose, templateID: template.id, format: format)
                        ).note
                        #expect(
                            note?.hasPrefix("Template \(template.number) cuts this purpose")
                                == true,
                            "\(context): cut without a note naming the template")
                    }
                }
            }
        }
    }

    @Test(arguments: PosterFormat.allCases)
    func cyrillicPurposeOf200Characters_isWholeOnEveryTemplate(format: PosterFormat) throws {
        let purpose = Self.purpose(Self.samples[1].unit, length: 200)

        let cut = try TemplateCatalogue.standard.templates.filter {
            try !Self.isWhole(
                #require(Self.drawn(purpose, template: $0, format: format)), of: purpose)
        }.map(\.number)

        #expect(cut.isEmpty, "cut on templates \(cut)")
    }
}
