import ImagingKit
import Testing

/// Reduced-scale JPEG decodes (1/2, 1/4, 1/8 in the DCT domain) against libjpeg-turbo's
/// `djpeg -scale`, and the choice of scale from the box the photo must cover.
@Suite struct ImageDecoderScaledTests {
    static let cases: [(String, Int)] = ImageDecoderCorpusTests.scaledNames.flatMap { name in
        [2, 4, 8].map { (name, $0) }
    }

    @Test(arguments: cases)
    func jpeg_reducedScale_matchesDjpegScaleWithinTolerance(name: String, denominator: Int)
        throws
    {
        let expected = try ImagingFixtures.reference("\(name)-scale\(denominator).ppm")
        let bytes = try ImagingFixtures.bytes(name + ".jpg")

        let image = try ImageDecoder.decode(
            bytes, covering: expected.width, expected.height)

        try #require(image.width == expected.width && image.height == expected.height)
        let difference = ImagingFixtures.difference(image, expected)
        #expect(difference.maximum <= 24, "max \(difference.maximum)")
        #expect(difference.mean < 3, "mean \(difference.mean)")
    }

    @Test func jpeg_boxNeedsFullSize_decodesFullSize() throws {
        let bytes = try ImagingFixtures.bytes("jpeg-baseline-420.jpg")

        let image = try ImageDecoder.decode(bytes, covering: 20, 9)

        #expect(image.width == 33 && image.height == 17)
    }

    @Test func jpeg_boxCoveredByHalf_decodesAtHalfSizeRoundedUp() throws {
        let bytes = try ImagingFixtures.bytes("jpeg-baseline-420.jpg")

        let image = try ImageDecoder.decode(bytes, covering: 16, 8)

        #expect(image.width == 17 && image.height == 9)
    }

    @Test func jpeg_rotatedByExif_choosesScaleFromUprightSize() throws {
        let bytes = try ImagingFixtures.bytes("jpeg-exif-orientation6.jpg")

        let wide = try ImageDecoder.decode(bytes, covering: 8, 4)
        let tall = try ImageDecoder.decode(bytes, covering: 4, 8)

        #expect(wide.width == 9 && wide.height == 17)
        #expect(tall.width == 5 && tall.height == 9)
    }

    @Test func png_anyBox_decodesFullSize() throws {
        let bytes = try ImagingFixtures.bytes("png-rgb8.png")

        let image = try ImageDecoder.decode(bytes, covering: 1, 1)

        #expect(image.width == 13 && image.height == 11)
    }
}
