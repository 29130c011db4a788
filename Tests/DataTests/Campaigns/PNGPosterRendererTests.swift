import Archive
import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Imaging
import Raster
import Testing

@Suite struct PNGPosterRendererTests {
    private let renderer = PNGPosterRenderer(photoLoader: SyntheticPhotoLoader())
    private let photo = TestImages.png(width: 4, height: 3)

    private func campaign(number: Int, format: PosterFormat = .square) throws -> Campaign {
        let template = try #require(TemplateCatalogue.standard.template(number: number))
        return CampaignFixtures.campaign(
            purpose: "Дрон для 47-ї бригади — збираємо на «Mavic 3» ґрунтовно, їжак і є ₴",
            target: Hryvnias(hryvnias: 150_000), templateID: template.id, format: format)
    }

    private func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let index = (y * image.width + x) * 4
        return (
            Int(image.pixels[index]), Int(image.pixels[index + 1]), Int(image.pixels[index + 2])
        )
    }

    @Test(arguments: PosterFormat.allCases)
    func image_everyTemplate_isOpaqueAndSizedByScale(format: PosterFormat) throws {
        for number in 1...15 {
            let image = try renderer.image(
                campaign(number: number, format: format), photo: photo, pixelsPerUnit: 0.05)

            #expect(image.width == 108)
            #expect(image.height == format.height / 20)
            #expect(
                stride(from: 3, to: image.pixels.count, by: 4).allSatisfy {
                    image.pixels[$0] == 255
                })
        }
    }

    @Test func render_square_isA2160PixelPNG() throws {
        let png = try renderer.render(campaign(number: 3), photo: photo)

        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        #expect(Array(png[16..<24]) == [0, 0, 0x08, 0x70, 0, 0, 0x08, 0x70])
    }

    @Test func image_templateOne_paintsItsGradientPhotoAndWhiteText() throws {
        let image = try renderer.image(campaign(number: 1), photo: photo, pixelsPerUnit: 0.125)

        let corner = rgb(image, 0, 0)
        #expect(abs(corner.0 - 0x19) <= 3 && abs(corner.1 - 0x19) <= 3 && abs(corner.2 - 0x70) <= 3)
        let far = rgb(image, 269, 269)
        #expect(abs(far.0 - 0x87) <= 3 && abs(far.2 - 0xEB) <= 3)
        // The photo's top-left quadrant (red) sits left of and above the poster centre.
        let red = rgb(image, 110, 110)
        #expect(red.0 > 180 && red.1 < 90)
        let whitePixels = stride(from: 0, to: image.pixels.count, by: 4).filter {
            image.pixels[$0] > 240 && image.pixels[$0 + 1] > 240 && image.pixels[$0 + 2] > 240
        }
        #expect(whitePixels.count > 200)
    }

    @Test func image_photoOffsetInReferencePoints_movesThePhotoByItsShareOfTheCanvas() throws {
        var moved = try campaign(number: 1)
        moved.placement = PhotoPlacement(scale: 1, offsetX: 60, offsetY: 0)

        let plain = try renderer.image(campaign(number: 1), photo: photo, pixelsPerUnit: 0.125)
        let shifted = try renderer.image(moved, photo: photo, pixelsPerUnit: 0.125)

        // 60 of 300 reference points is a fifth of the 270 px canvas: 54 px to the right, so
        // the red quadrant's edge moves from the centre (135) to 189.
        let plainPixel = rgb(plain, 160, 110)
        let shiftedPixel = rgb(shifted, 160, 110)
        #expect(plainPixel.0 < 90 && plainPixel.1 > 150)
        #expect(shiftedPixel.0 > 180 && shiftedPixel.1 < 90)
    }

    @Test func unreadablePhoto_throwsThePhotoFieldsDecoderSentence() throws {
        let plain = PNGPosterRenderer()

        #expect(
            throws: CampaignsError.invalidFields([
                .photo:
                    "The photo is not a PNG or JPEG image, which cannot be used; save it as a JPEG or PNG."
            ])
        ) {
            try plain.render(campaign(number: 1), photo: Data("nope".utf8))
        }
    }

    @Test func rasterImage_halfTransparentPixel_isPremultiplied() throws {
        let image = DecodedImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 128])

        let photo = try #require(DecodedPhotoLoader.rasterImage(from: image))

        #expect(photo.width == 2 && photo.height == 1)
        #expect(
            photo.pixel(x: 0, y: 0)
                == RasterColour(premultipliedRed: 255, green: 0, blue: 0, alpha: 255))
        #expect(
            photo.pixel(x: 1, y: 0)
                == RasterColour(premultipliedRed: 0, green: 0, blue: 128, alpha: 128))
    }

    @Test func decodedPhotoLoader_pngFromTheOwnEncoder_comesBackPixelForPixel() throws {
        var pixels: [UInt8] = []
        for index in 0..<(5 * 3) { pixels += [UInt8(index * 17), 40, 200, 255] }
        let original = try #require(RasterImage(width: 5, height: 3, premultipliedRGBA: pixels))

        let photo = try DecodedPhotoLoader().image(from: Data(PNGEncoder.encode(original)))

        #expect(photo == original)
    }
}
