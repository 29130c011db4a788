import Imaging
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
}

/// PNGs decoded straight to the box they cover: rows are averaged over whole cells while they
/// are inflated, so the result matches a box average of the full decode.
@Suite struct ImageDecoderReducedPNGTests {
    static let names = [
        "png-rgb8", "png-rgb8-adam7", "png-rgba16", "png-rgba16-adam7", "png-grey1-adam7",
        "png-palette4", "png-greyalpha16-adam7",
    ]

    @Test(arguments: names)
    func png_boxHalfTheSize_matchesABoxAverageOfTheFullDecode(name: String) throws {
        let bytes = try ImagingFixtures.bytes(name + ".png")
        let full = try ImageDecoder.decode(bytes)

        let image = try ImageDecoder.decode(bytes, covering: 6, 5)

        try #require(image.width == 7 && image.height == 6)
        let expected = Self.boxAverage(full, factor: 2)
        let difference = ImagingFixtures.difference(image, expected)
        #expect(difference.maximum <= 1, "max \(difference.maximum)")
    }

    @Test func png_boxNeedsFullSize_decodesFullSize() throws {
        let bytes = try ImagingFixtures.bytes("png-rgb8.png")

        let image = try ImageDecoder.decode(bytes, covering: 8, 6)

        #expect(image.width == 13 && image.height == 11)
    }

    /// Each `factor` × `factor` cell (smaller at the right and bottom edges) averaged, rounded.
    static func boxAverage(_ image: DecodedImage, factor: Int) -> DecodedImage {
        let width = (image.width + factor - 1) / factor
        let height = (image.height + factor - 1) / factor
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let columns = x * factor..<min((x + 1) * factor, image.width)
                let rows = y * factor..<min((y + 1) * factor, image.height)
                for channel in 0..<4 {
                    var sum = 0
                    for row in rows {
                        for column in columns {
                            sum += Int(image.pixels[(row * image.width + column) * 4 + channel])
                        }
                    }
                    let count = columns.count * rows.count
                    pixels.append(UInt8((sum + count / 2) / count))
                }
            }
        }
        return DecodedImage(width: width, height: height, pixels: pixels)
    }
}
