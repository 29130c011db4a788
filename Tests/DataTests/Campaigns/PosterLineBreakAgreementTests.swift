import Archive
import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Imaging
import Testing

/// The SVG and the PNG wrap the purpose at the same words: the SVG's `<text>` lines are
/// compared with the lines the PNG writer draws.
@Suite struct PosterLineBreakAgreementTests {
    private let photo = TestImages.png(width: 4, height: 3)

    private func svgLines(_ svg: String, block: String) -> [String] {
        guard let start = svg.range(of: "<g id=\"\(block)\"") else { return [] }
        let rest = svg[start.upperBound...]
        let end = rest.range(of: "</g>")?.lowerBound ?? rest.endIndex
        return rest[..<end].components(separatedBy: "<text ").dropFirst().compactMap { element in
            guard let open = element.firstIndex(of: ">"), let close = element.range(of: "</text>")
            else { return nil }
            return String(element[element.index(after: open)..<close.lowerBound])
        }
    }

    private func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
                of: "&apos;", with: "'"
            ).replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test(arguments: 1...15)
    func svgAndPNG_eachTemplate_breakThePurposeAtTheSameWords(number: Int) throws {
        let template = try #require(TemplateCatalogue.standard.template(number: number))
        let purpose =
            "Збираємо на пікап для евакуації поранених з передової: їжа, ліки, ґудзики, «Харків» — ще 12 000 ₴"
        let campaign = CampaignFixtures.campaign(
            purpose: purpose, target: Hryvnias(hryvnias: 75_000), templateID: template.id)

        let svg = try PosterRenderer().render(campaign, photo: photo)
        let drawn = PNGPosterRenderer(photoLoader: SyntheticPhotoLoader()).lineBreaks(of: campaign)

        let purposeLines = svgLines(svg, block: "purpose").map(unescape)
        let goalLines = svgLines(svg, block: "goal").map(unescape)
        #expect(purposeLines.count >= 2)
        #expect(purposeLines == drawn.purpose)
        #expect(goalLines == drawn.goal)
        let lines = purposeLines
        #expect(lines.joined(separator: " ").replacingOccurrences(of: "…", with: "").count > 10)
    }
}

extension PosterLineBreakAgreementTests {
    private func svgPurposeFontSize(_ svg: String) -> Double? {
        guard let block = svg.range(of: "<g id=\"purpose\""),
            let size = svg[block.upperBound...].range(of: "font-size=\"")
        else { return nil }
        return Double(svg[size.upperBound...].prefix { $0 != "\"" })
    }

    @Test func svgAndPNG_longPurpose_shrinkToTheSameSmallerSize() throws {
        let template = try #require(TemplateCatalogue.standard.template(number: 1))
        let long = String(
            String(repeating: "Збираємо на пікап для евакуації поранених з передової. ", count: 4)
                .prefix(200))
        let short = CampaignFixtures.campaign(purpose: "Дрон", templateID: template.id)
        let longer = CampaignFixtures.campaign(purpose: long, templateID: template.id)
        let png = PNGPosterRenderer(photoLoader: SyntheticPhotoLoader())

        let shortSVG = try #require(
            svgPurposeFontSize(PosterRenderer().render(short, photo: photo)))
        let longSVG = try #require(
            svgPurposeFontSize(PosterRenderer().render(longer, photo: photo)))
        let shortPNG = try #require(png.lineBreaks(of: short).purposeFontSize)
        let longPNG = try #require(png.lineBreaks(of: longer).purposeFontSize)

        #expect(longSVG < shortSVG)
        #expect(longPNG < shortPNG)
        #expect(abs(longSVG - longPNG) < 0.01)
        #expect(abs(shortSVG - shortPNG) < 0.01)
        #expect(!png.lineBreaks(of: longer).purpose.joined().contains("…"))
    }
}
