import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import Imaging
import Raster
import Testing

/// Draws each template's SVG with librsvg (`rsvg-convert`, Debian `librsvg2-bin`) at 2160 px
/// and compares it with our PNG of the same campaign, text and QR code included. The photo is
/// a phone photo stored sideways with EXIF orientation 6, so an SVG that shows it sideways
/// fails. Skipped, with a note, when `rsvg-convert` is missing.
@Suite struct PosterRSVGComparisonTests {
    /// The largest mean absolute difference per colour channel allowed, in levels of 255.
    private static let tolerance = 12.0

    @Test(
        .enabled(
            if: ExternalTool.path("rsvg-convert") != nil,
            "rsvg-convert is missing (apt-get install librsvg2-bin): comparison skipped"),
        arguments: 1...15)
    func rsvgAndOurPNG_eachTemplate_agreeWithinTwelveLevels(number: Int) throws {
        let rsvg = try #require(ExternalTool.path("rsvg-convert"))
        let template = try #require(TemplateCatalogue.standard.template(number: number))
        let campaign = CampaignFixtures.campaign(
            purpose: "Збір на дрон для бригади", target: Hryvnias(hryvnias: 75_000),
            jarLink: CampaignFixtures.monobankLink("abc"), templateID: template.id,
            jarDetails: CampaignFixtures.jarDetails(collected: 2_500_000),
            placement: PhotoPlacement(scale: 1.3, offsetX: 20, offsetY: -15))
        let photo = try Self.phonePhoto()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rsvg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgFile = folder.appendingPathComponent("poster.svg")

        try Data(PosterRenderer().render(campaign, photo: photo).utf8).write(to: svgFile)
        let ours = try PNGPosterRenderer().image(
            campaign, photo: photo, pixelsPerUnit: PNGPosterRenderer.posterScale)
        let size = ["-w", "\(ours.width)", "-h", "\(ours.height)"]
        let theirs = try ImageDecoder.decode(ExternalTool.run(rsvg, size + [svgFile.path]))

        #expect(theirs.width == ours.width && theirs.height == ours.height)
        let difference = Self.meanColourDifference(ours.straightRGBA(), theirs.pixels)
        print(
            "rsvg comparison template \(number): mean difference \(String(format: "%.2f", difference)) / 255"
        )
        #expect(difference <= Self.tolerance, "template \(number)")
    }

    /// A 900×1200 portrait stored as 1200×900 with EXIF orientation 6 (see
    /// `Fixtures/Campaigns/Photos/make_phone_photo.py`).
    static func phonePhoto() throws -> Data {
        let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return try Data(
            contentsOf: root.appendingPathComponent("Campaigns/Photos/phone-photo-orientation6.jpg")
        )
    }

    /// The mean absolute difference of the red, green and blue bytes of two RGBA images.
    static func meanColourDifference(_ a: [UInt8], _ b: [UInt8]) -> Double {
        guard a.count == b.count, !a.isEmpty else { return .infinity }
        var sum = 0
        for index in a.indices where index % 4 != 3 {
            sum += abs(Int(a[index]) - Int(b[index]))
        }
        return Double(sum) / Double(a.count / 4 * 3)
    }
}
