import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Imaging
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
                // NB: the SVG is as large as the PNG and lays out in its pixels.
                #expect(
                    svg.contains(
                        "width=\"\(format.width)\" height=\"\(format.height)\" viewBox=\"0 0 "
                            + "\(format.width) \(format.height)\""))
                #expect(format.width == 2_160)
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

    /// Template 1's frame is a square half the poster wide: 1080 px on the 2160 px poster.
    @Test func render_phonePhotoWithExifOrientation_embedsItsUprightPixelsAtTheDrawnSize() throws {
        let phone = try PosterRSVGComparisonTests.phonePhoto()
        let halfSize = CampaignFixtures.campaign(
            placement: PhotoPlacement(scale: 0.5, offsetX: 0, offsetY: 0))

        let embedded = try Self.embeddedPhoto(in: renderer.render(halfSize, photo: phone))

        #expect(embedded.width == 540, "half the frame's 1080 px, the whole photo in view")
        #expect(embedded.height == 720, "upright: the 3:4 portrait stands")
        let head = embedded.pixels.count / 4 / 3 + embedded.width / 2
        #expect(embedded.pixels[head * 4] > 200, "the head on the upper third is skin, not sky")
    }

    /// A 1600×1200 photo zoomed 3× into template 1's square frame: a quarter of its width
    /// and a third of its height show.
    @Test func render_zoomedInPhoto_embedsOnlyWhatTheFrameShows() throws {
        let large = TestImages.png(width: 1600, height: 1200)
        let zoomed = CampaignFixtures.campaign(
            placement: PhotoPlacement(scale: 3, offsetX: 0, offsetY: 0))

        let embedded = try Self.embeddedPhoto(in: renderer.render(zoomed, photo: large))

        #expect((400...406).contains(embedded.width), "\(embedded.width)")
        #expect((400...406).contains(embedded.height), "\(embedded.height)")
    }

    @Test func render_smallPhoto_isNeverEnlarged() throws {
        let embedded = try Self.embeddedPhoto(
            in: renderer.render(
                CampaignFixtures.campaign(), photo: TestImages.png(width: 40, height: 30)))

        #expect(embedded.width <= 40 && embedded.height <= 30)
    }

    @Test func render_unreadablePhoto_throwsThePhotoFieldsError() {
        #expect {
            try renderer.render(CampaignFixtures.campaign(), photo: Foundation.Data("nope".utf8))
        } throws: { error in
            guard case .invalidFields(let fields) = error as? CampaignsError else { return false }
            return fields[.photo] != nil
        }
    }

    /// The photo embedded in `svg`, decoded (it must be a PNG data URI).
    private static func embeddedPhoto(in svg: String) throws -> DecodedImage {
        let prefix = "xlink:href=\"data:image/png;base64,"
        let start = try #require(svg.range(of: prefix)).upperBound
        let end = try #require(svg[start...].firstIndex(of: "\""))
        let payload: Foundation.Data? = .init(base64Encoded: String(svg[start..<end]))
        return try ImageDecoder.decode(#require(payload))
    }

    @Test func render_unknownTemplate_fallsBackToFirst() throws {
        let campaign = CampaignFixtures.campaign(templateID: TemplateID("retired_template"))

        let svg = try renderer.render(campaign, photo: photo)

        #expect(svg.contains("<stop offset=\"0\" stop-color=\"#191970\"/>"))
    }
}
