import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import Foundation
import Testing

@testable import CampaignsData

/// The poster's fixed words (goal, collected amount, finished label, QR caption) are in the
/// campaign's language on every template and format, in the SVG and in the scene the PNG
/// paints.
@Suite struct PosterLanguageRenderingTests {
    private let photo = TestImages.png(width: 4, height: 3)

    private func campaign(
        _ purpose: String, template: PosterTemplate, format: PosterFormat,
        language: PosterLanguage? = nil, finished: Bool = false
    ) -> Campaign {
        CampaignFixtures.campaign(
            purpose: purpose, target: Hryvnias(hryvnias: 150_000),
            jarLink: CampaignFixtures.monobankLink("7sd8WqKsLp"), templateID: template.id,
            format: format,
            jarDetails: CampaignFixtures.jarDetails(
                collected: finished ? 15_000_000 : 6_234_550),
            language: language)
    }

    private static func hasCyrillic(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x400...0x52F).contains($0.value) }
    }

    @Test(arguments: TemplateCatalogue.standard.templates)
    func englishPurpose_everyFormat_drawsOnlyEnglishWords(template: PosterTemplate) throws {
        for format in PosterFormat.allCases {
            let english = campaign(
                "Medical kits and a pickup for the evacuation team", template: template,
                format: format)

            let svg = try PosterRenderer().render(english, photo: photo)
            let scene = try #require(PosterScene(english, catalogue: .standard))

            let context = "template \(template.number) \(format)"
            #expect(!Self.hasCyrillic(svg), "\(context): Cyrillic in the SVG")
            #expect(svg.contains(">Scan to</text>") && svg.contains(">donate</text>"), "\(context)")
            #expect(svg.contains("raised: 62,345.50 UAH"), "\(context)")
            let goal = try #require(scene.goal).lines.map(\.text)
            #expect(goal.allSatisfy { !Self.hasCyrillic($0) }, "\(context): \(goal)")
            #expect(goal.contains { $0.contains("150,000 UAH") }, "\(context): \(goal)")
            #expect(scene.qr?.captionLines == ["Scan to", "donate"], "\(context)")
        }
    }

    @Test(arguments: TemplateCatalogue.standard.templates)
    func ukrainianPurpose_chosenEnglish_drawsEnglishWordsAroundIt(template: PosterTemplate)
        throws
    {
        let chosen = campaign(
            "Дрон для 47 бригади", template: template, format: .story, language: .english,
            finished: true)

        let svg = try PosterRenderer().render(chosen, photo: photo)

        #expect(svg.contains(">Funded!</text>"))
        #expect(svg.contains(">Дрон"))
        #expect(!svg.contains("ціль") && !svg.contains("Ціль") && !svg.contains("Збір"))
        #expect(!svg.contains("Скануй") && !svg.contains("грн."))
    }

    @Test func ukrainianPurpose_automatic_keepsTheOriginalsWords() throws {
        let template = try #require(TemplateCatalogue.standard.template(number: 1))

        let svg = try PosterRenderer().render(
            campaign("Дрон для 47 бригади", template: template, format: .square), photo: photo)

        #expect(svg.contains(">ціль збору:</text>"))
        #expect(svg.contains(">Скануй, щоб</text>") && svg.contains(">задонатити</text>"))
        #expect(svg.contains("зібрано: 62 345,50 грн."))
    }
}
