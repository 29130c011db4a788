import CampaignsDomain
import CampaignsTestSupport
import Foundation
import Imaging
import Raster
import Testing

@testable import CampaignsData

/// A printed poster must lead a donor to the jar: every template and format carries the jar's
/// QR code where it covers no text, large enough, and an independent decoder (zbar) reads it
/// back from the PNG.
@Suite struct PosterQRCodeTests {
    static let jar = "https://send.monobank.ua/jar/7sd8WqKsLp"
    static let cases: [(Int, PosterFormat)] = PosterFormat.allCases.flatMap { format in
        (1...15).map { ($0, format) }
    }
    /// Image pixels per poster pixel for the read-back: 648 px wide, over 2 px a module
    /// (quick in debug builds); three posters are also read at full size.
    static let readScale = 0.3

    private let photo = TestImages.png(width: 4, height: 3)

    /// Template `number` in `format`, its jar at `collected` kopecks of the 150 000 goal
    /// (41 % by default; nil for no progress known).
    private func campaign(
        _ number: Int, _ format: PosterFormat, jar: String? = jar,
        collected: Int64? = 6_234_550
    ) throws -> Campaign {
        let template = try #require(TemplateCatalogue.standard.template(number: number))
        let link = try jar.map { try JarLink.parse($0).get() }
        return CampaignFixtures.campaign(
            purpose: "Дрон для 47 бригади — збираємо на DJI Mavic 3 для аеророзвідки",
            target: Hryvnias(hryvnias: 150_000), jarLink: link, templateID: template.id,
            format: format,
            jarDetails: collected.map { CampaignFixtures.jarDetails(collected: $0) })
    }

    @Test(
        .enabled(if: ZbarReader.path != nil, .init(rawValue: ZbarReader.missingNote)),
        arguments: cases)
    func png_everyTemplateAndFormat_isReadBackByZbar(number: Int, format: PosterFormat) throws {
        let renderer = PNGPosterRenderer(photoLoader: SyntheticPhotoLoader())

        let image = try renderer.image(
            campaign(number, format), photo: photo, pixelsPerUnit: Self.readScale)

        #expect(try ZbarReader.texts(in: image) == [Self.jar], "template \(number) \(format)")
    }

    @Test(
        .enabled(if: ZbarReader.path != nil, .init(rawValue: ZbarReader.missingNote)),
        arguments: [(8, PosterFormat.portrait)])
    func png_fullSize_isReadBackByZbar(number: Int, format: PosterFormat) throws {
        // NB: one poster at 2160 px (about 27 s of CPU in a debug build); the rest are read
        // at `readScale`.
        let renderer = PNGPosterRenderer(photoLoader: SyntheticPhotoLoader())

        let image = try renderer.image(
            campaign(number, format), photo: photo, pixelsPerUnit: PNGPosterRenderer.posterScale)

        #expect(try ZbarReader.texts(in: image) == [Self.jar])
    }

    @Test(arguments: cases)
    func scene_everyTemplateFormatAndProgress_placesTheCodeOffTheTextAndLargeEnough(
        number: Int, format: PosterFormat
    ) throws {
        // No progress known, and the jar at 0 %, 45 % and 100 % (the bar, or "Зібрано!").
        for collected in [nil, 0, 6_750_000, 15_000_000] as [Int64?] {
            let campaign = try campaign(number, format, collected: collected)
            let scene = try #require(PosterScene(campaign, catalogue: .standard))
            let said = "template \(number) \(format), \(String(describing: collected))"

            let qr = try #require(scene.qr)

            let symbolPixels = PosterQRBlock.symbolSide * PNGPosterRenderer.posterScale
            #expect(symbolPixels >= 220)
            for block in [scene.purpose, scene.goal].compactMap({ $0?.bounds }) {
                #expect(PosterQRBlock.overlap(qr.plate, block) == 0, "\(said)")
            }
            #expect(qr.plate.x >= 0 && qr.plate.x + qr.plate.width <= scene.canvas.width)
            #expect(qr.plate.y >= 0 && qr.plate.y + qr.plate.height <= scene.canvas.height)
        }
    }

    @Test func scene_withoutAJarLink_hasNoCode() throws {
        let scene = try #require(PosterScene(campaign(1, .square, jar: nil), catalogue: .standard))

        #expect(scene.qr == nil)
    }

    @Test(arguments: PosterFormat.allCases)
    func svg_withAJarLink_drawsTheCodeAsOnePathAndTheCaption(format: PosterFormat) throws {
        let svg = try PosterRenderer().render(campaign(4, format), photo: Data(photo))

        let group = try #require(svg.range(of: "<g id=\"jar-qr\">")).upperBound
        let rest = svg[group...]
        let end = try #require(rest.range(of: "</g>")).lowerBound
        let body = rest[..<end]
        #expect(body.components(separatedBy: "<path").count == 2)
        #expect(PosterLanguage.ukrainian.labels.qrCaption.allSatisfy { body.contains($0) })
    }

    @Test(
        .enabled(
            if: ZbarReader.path != nil && ExternalTool.path("rsvg-convert") != nil,
            "zbarimg or rsvg-convert is missing: the SVG's QR code is not read back"),
        arguments: PosterFormat.allCases)
    func svg_drawnByLibrsvg_isReadBackByZbar(format: PosterFormat) throws {
        let rsvg = try #require(ExternalTool.path("rsvg-convert"))
        let svg = try PosterRenderer().render(campaign(11, format), photo: Data(photo))
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("qr-\(UUID().uuidString).svg")
        try Data(svg.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let png = try ExternalTool.run(rsvg, ["-w", "648", file.path])

        #expect(try ZbarReader.texts(in: [UInt8](png), suffix: "png") == [Self.jar])
    }

    @Test func svg_withoutAJarLink_hasNoCode() throws {
        let svg = try PosterRenderer().render(campaign(4, .square, jar: nil), photo: Data(photo))

        #expect(!svg.contains("jar-qr"))
    }
}
