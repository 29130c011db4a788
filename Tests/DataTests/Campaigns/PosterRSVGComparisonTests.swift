import ArchiveKit
import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import ImagingKit
import RasterKit
import Testing

/// Draws each template's SVG with librsvg (`rsvg-convert`, Debian `librsvg2-bin`) and our PNG
/// at the same size, and compares them outside the text (pixels within 6 px of white text in
/// either image are left out). Skipped, with a note, when `rsvg-convert` is missing.
@Suite struct PosterRSVGComparisonTests {
    /// Decodes the test's own PNG photo, so both renderers see the same pixels.
    private struct TestPNGLoader: PosterPhotoLoading {
        func image(from photo: Data) throws -> RasterImage {
            guard let decoded = PNGTestDecoder.decode([UInt8](photo)),
                let image = RasterImage(
                    width: decoded.width, height: decoded.height, premultipliedRGBA: decoded.rgba)
            else { throw CampaignsError.photoMissing }
            return image
        }
    }

    private let photo = TestImages.png(width: 48, height: 36)

    /// Pixels per layout unit for both images: 270 px squares, quick in debug builds.
    private static let pixelsPerUnit = 0.25

    @Test(
        .enabled(
            if: ExternalTool.path("rsvg-convert") != nil,
            "rsvg-convert is missing (apt-get install librsvg2-bin): comparison skipped"),
        arguments: 1...15)
    func rsvgAndOurPNG_eachTemplate_matchOutsideTheText(number: Int) throws {
        let rsvg = try #require(ExternalTool.path("rsvg-convert"))
        let template = try #require(TemplateCatalogue.standard.template(number: number))
        let campaign = CampaignFixtures.campaign(
            purpose: "Збір на дрон для бригади", target: Hryvnias(hryvnias: 75_000),
            templateID: template.id,
            placement: PhotoPlacement(scale: 1.3, offsetX: 20, offsetY: -15))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rsvg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgFile = folder.appendingPathComponent("poster.svg")
        try Data(PosterRenderer().render(campaign, photo: photo).utf8).write(to: svgFile)

        let ours = try PNGPosterRenderer(photoLoader: TestPNGLoader()).image(
            campaign, photo: photo, pixelsPerUnit: Self.pixelsPerUnit)
        let size = ["-w", "\(ours.width)", "-h", "\(ours.height)"]
        let theirs = try #require(
            PNGTestDecoder.decode([UInt8](ExternalTool.run(rsvg, size + [svgFile.path]))))

        #expect(theirs.width == ours.width && theirs.height == ours.height)
        let difference = Self.meanDifferenceOutsideText(
            ours.straightRGBA(), theirs.rgba, width: ours.width)
        print(
            "rsvg comparison template \(number): mean difference \(String(format: "%.2f", difference)) / 255"
        )
        #expect(difference < 8)
    }

    /// Mean absolute channel difference over pixels not near white text in either image.
    static func meanDifferenceOutsideText(_ a: [UInt8], _ b: [UInt8], width: Int) -> Double {
        let height = a.count / 4 / width
        var text = [Bool](repeating: false, count: width * height)
        let reach = 6
        for pixel in 0..<(width * height) {
            let white =
                (0..<3).allSatisfy { a[pixel * 4 + $0] > 235 }
                || (0..<3).allSatisfy { b[pixel * 4 + $0] > 235 }
            guard white else { continue }
            let (x, y) = (pixel % width, pixel / width)
            for dy in -reach...reach where y + dy >= 0 && y + dy < height {
                for dx in -reach...reach where x + dx >= 0 && x + dx < width {
                    text[(y + dy) * width + x + dx] = true
                }
            }
        }
        var sum = 0
        var count = 0
        for pixel in 0..<(width * height) where !text[pixel] {
            for channel in 0..<3 {
                sum += abs(Int(a[pixel * 4 + channel]) - Int(b[pixel * 4 + channel]))
            }
            count += 3
        }
        return count > 0 ? Double(sum) / Double(count) : 0
    }
}
