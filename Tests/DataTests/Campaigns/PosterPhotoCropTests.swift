import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsTestSupport
import Foundation
import Imaging
import Raster
import Synchronization
import Testing

/// A poster decodes only the part of its photo the frame shows: over generated photos of
/// every shape (thin, wide, square) and seeded placements (zoom 0.1–10, offsets either way)
/// in every template and format, the poster drawn from that region is pixel for pixel the
/// poster drawn from the whole photo, and a thin photo keeps about its frame's share of rows.
@Suite struct PosterPhotoCropTests {
    /// The whole photo decoded for the crop's box and scaled whole to cover it, on the same
    /// grid as the production loader: what a poster drew before it asked for the frame's
    /// region.
    struct WholePhotoLoader: PosterPhotoLoading {
        func image(from photo: Data) throws -> RasterImage {
            try DecodedPhotoLoader().image(from: photo)
        }

        func photo(from photo: Data, for crop: PosterPhotoCrop) throws -> PosterPhoto {
            let whole = try ImageDecoder.decode(
                [UInt8](photo), covering: crop.box.width, crop.box.height)
            let factor = min(
                1,
                max(
                    Double(crop.box.width) / Double(whole.width),
                    Double(crop.box.height) / Double(whole.height)))
            let scaled = ImageResampler.scale(
                whole, width: Int((Double(whole.width) * factor).rounded(.up)),
                height: Int((Double(whole.height) * factor).rounded(.up)))
            return PosterPhoto(whole: try #require(DecodedPhotoLoader.rasterImage(from: scaled)))
        }
    }

    /// A poster and the photo drawn on it.
    struct Case: CustomStringConvertible {
        let template: Int
        let format: PosterFormat
        let placement: PhotoPlacement
        let photoWidth: Int
        let photoHeight: Int
        var description: String {
            "template \(template) \(format) \(placement) photo \(photoWidth)×\(photoHeight)"
        }
    }

    static let cases: [Case] = {
        var random = SeededGenerator(seed: 350)
        return (0..<30).map { index in
            let long = Int.random(in: 200...900, using: &random)
            let short = Int.random(in: 12...60, using: &random)
            let (width, height) =
                [(short, long), (long, short), (long / 3, long / 4)][index % 3]
            let zoom =
                index % 4 == 0 ? 1 : exp(Double.random(in: log(0.1)...log(10), using: &random))
            let offset = index % 4 == 0 ? 0 : 60.0
            return Case(
                template: index % 15 + 1, format: PosterFormat.allCases[index % 3],
                placement: PhotoPlacement(
                    scale: zoom, offsetX: Double.random(in: -offset...offset, using: &random),
                    offsetY: Double.random(in: -offset...offset, using: &random)),
                photoWidth: width, photoHeight: height)
        }
    }()

    @Test(arguments: cases.indices)
    func poster_drawnFromTheFramesRegion_matchesThePosterOfTheWholePhoto(index: Int) throws {
        let testCase = Self.cases[index]
        let photo = Data(
            GeneratedPhotos.png(
                width: testCase.photoWidth, height: testCase.photoHeight,
                kind: GeneratedPhotos.PNGKind(colourType: 2, depth: 8), interlaced: false,
                seed: UInt64(index)))
        let template = try #require(TemplateCatalogue.standard.template(number: testCase.template))
        let campaign = CampaignFixtures.campaign(
            templateID: template.id, format: testCase.format, placement: testCase.placement)

        let cropped = try PNGPosterRenderer().image(campaign, photo: photo, pixelsPerUnit: 0.1)
        let whole = try PNGPosterRenderer(photoLoader: WholePhotoLoader())
            .image(campaign, photo: photo, pixelsPerUnit: 0.1)

        #expect(cropped == whole, "\(testCase)")
    }

    @Test func thinPhoto_inASquareFrame_keepsAboutTheFramesShareOfItsRows() throws {
        let photo = Data(
            GeneratedPhotos.png(
                width: 40, height: 1_200, kind: GeneratedPhotos.PNGKind(colourType: 0, depth: 1),
                interlaced: false, seed: 1))
        let template = try #require(TemplateCatalogue.standard.template(number: 1))
        let campaign = CampaignFixtures.campaign(templateID: template.id)
        let loader = RecordingLoader()

        _ = try PNGPosterRenderer(photoLoader: loader).image(
            campaign, photo: photo, pixelsPerUnit: 1)

        let kept = try #require(loader.kept.withLock { $0 })
        #expect(kept.height == 1_200)
        #expect(kept.region.height < 1_200 / 10, "\(kept.region)")
        #expect(kept.region.width == 40)
    }

    /// The production loader, recording what it kept.
    final class RecordingLoader: PosterPhotoLoading {
        let kept = Mutex<PosterPhoto?>(nil)

        func image(from photo: Data) throws -> RasterImage {
            try DecodedPhotoLoader().image(from: photo)
        }

        func photo(from photo: Data, for crop: PosterPhotoCrop) throws -> PosterPhoto {
            let result = try DecodedPhotoLoader().photo(from: photo, for: crop)
            kept.withLock { $0 = result }
            return result
        }
    }
}
