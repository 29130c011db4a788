import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

@Suite struct PosterRendererTests {
    private let renderer = PosterRenderer()
    private let photo = TestImages.png(width: 4, height: 3)

    private func goldenCampaign(template: PosterTemplate, format: PosterFormat = .square)
        -> Campaign
    {
        CampaignFixtures.campaign(
            purpose: "Дрон для 47 бригади — збираємо на DJI Mavic 3 для аеророзвідки",
            target: Hryvnias(hryvnias: 150_000), jarLink: CampaignFixtures.monobankLink("abc"),
            templateID: template.id, format: format,
            jarDetails: CampaignFixtures.jarDetails(collected: 6_234_550),
            placement: PhotoPlacement(scale: 1.2, offsetX: 20, offsetY: -15))
    }

    @Test(arguments: 1...15)
    func render_eachTemplate_matchesGoldenFile(number: Int) throws {
        let template = try #require(TemplateCatalogue.standard.template(number: number))

        let svg = try renderer.render(goldenCampaign(template: template), photo: photo)

        let name = String(format: "template-%02d-%@.svg", template.number, template.id.rawValue)
        PosterGoldenFile.assertMatches(svg, named: name)
    }

    @Test(arguments: [PosterFormat.portrait, .story])
    func render_tallFormats_matchGoldenFiles(format: PosterFormat) throws {
        let template = try #require(TemplateCatalogue.standard.template(number: 5))

        let svg = try renderer.render(
            goldenCampaign(template: template, format: format), photo: photo)

        PosterGoldenFile.assertMatches(svg, named: "template-05-\(format.rawValue).svg")
    }

    @Test func render_finishedCampaign_matchesGoldenFile() throws {
        let template = try #require(TemplateCatalogue.standard.template(number: 6))
        var campaign = goldenCampaign(template: template)
        campaign.jarDetails = CampaignFixtures.jarDetails(collected: 15_000_000)

        let svg = try renderer.render(campaign, photo: photo)

        #expect(svg.contains(">Зібрано!</text>"))
        PosterGoldenFile.assertMatches(svg, named: "template-06-finished.svg")
    }

    @Test func render_everyTemplateAndFormat_isWellFormedXMLOfTheRightSize() throws {
        for template in TemplateCatalogue.standard.templates {
            for format in PosterFormat.allCases {
                let svg = try renderer.render(
                    goldenCampaign(template: template, format: format), photo: photo)

                let report = XMLWellFormedness.check(svg)

                #expect(report.isWellFormed, "template \(template.number) \(format)")
                #expect(svg.contains("width=\"1080\" height=\"\(format.height)\""))
                #expect(report.elements.contains("image"))
            }
        }
    }

    @Test func render_sameInput_givesSameBytes() throws {
        let campaign = goldenCampaign(template: TemplateCatalogue.standard.templates[7])

        let first = try renderer.render(campaign, photo: photo)
        let second = try renderer.render(campaign, photo: photo)

        #expect(first == second)
    }

    @Test func render_goalAndProgress_showAmountsAndBar() throws {
        let svg = try renderer.render(
            goldenCampaign(template: TemplateCatalogue.standard.templates[0]), photo: photo)

        let texts = XMLWellFormedness.check(svg).texts.filter {
            !["Скануй, щоб", "задонатити"].contains($0)
        }

        #expect(texts.suffix(3) == ["ціль збору:", "150 000 грн.", "зібрано: 62 345,50 грн."])
        #expect(svg.contains("fill-opacity=\"0.3\""))
    }

    @Test func render_withoutTargetOrJar_drawsNoGoal() throws {
        let campaign = CampaignFixtures.campaign(target: nil)

        let svg = try renderer.render(campaign, photo: photo)

        #expect(!svg.contains("id=\"goal\""))
        #expect(!svg.contains("ціль"))
    }

    @Test func render_jpegPhoto_embedsJPEGDataURI() throws {
        let jpeg = TestImages.jpegHeader(width: 30, height: 20)

        let svg = try renderer.render(CampaignFixtures.campaign(), photo: jpeg)

        #expect(svg.contains("xlink:href=\"data:image/jpeg;base64,\(jpeg.base64EncodedString())\""))
    }

    @Test func render_unreadablePhoto_throwsPhotoMissing() {
        #expect(throws: CampaignsError.photoMissing) {
            try renderer.render(CampaignFixtures.campaign(), photo: Foundation.Data("nope".utf8))
        }
    }

    @Test func render_unknownTemplate_fallsBackToFirst() throws {
        let campaign = CampaignFixtures.campaign(templateID: TemplateID("retired_template"))

        let svg = try renderer.render(campaign, photo: photo)

        #expect(svg.contains("<stop offset=\"0\" stop-color=\"#191970\"/>"))
    }
}
