import Imaging
import Testing

/// The decoders against the generated corpus: PNG exactly equal to the reference, JPEG within
/// a small tolerance of libjpeg-turbo's `djpeg`.
@Suite struct ImageDecoderCorpusTests {
    static let pngNames: [String] = {
        var names: [String] = []
        for suffix in ["", "-adam7"] {
            names += [1, 2, 4, 8, 16].map { "png-grey\($0)\(suffix)" }
            names += [1, 2, 4, 8].map { "png-palette\($0)\(suffix)" }
            for depth in [8, 16] {
                names += ["png-rgb\(depth)", "png-greyalpha\(depth)", "png-rgba\(depth)"].map {
                    $0 + suffix
                }
            }
        }
        return names
    }()

    static let jpegNames = [
        "jpeg-baseline-420", "jpeg-baseline-444", "jpeg-baseline-422", "jpeg-baseline-440",
        "jpeg-baseline-411", "jpeg-baseline-q100-optimized", "jpeg-grey", "jpeg-restart-420",
        "jpeg-sequential-multiscan-420",
        "jpeg-progressive-420", "jpeg-progressive-444", "jpeg-progressive-grey-restart",
        "jpeg-progressive-422-restart",
    ]

    /// The JPEGs that also have `djpeg -scale 1/2, 1/4, 1/8` references.
    static let scaledNames = [
        "jpeg-baseline-420", "jpeg-baseline-444", "jpeg-baseline-422", "jpeg-grey",
        "jpeg-progressive-420",
    ]

    @Test(arguments: pngNames)
    func png_everyTypeAndDepth_matchesReferenceExactly(name: String) throws {
        let expected = try ImagingFixtures.reference(name + ".pam")

        let image = try ImageDecoder.decode(ImagingFixtures.bytes(name + ".png"))

        #expect(image.width == expected.width && image.height == expected.height)
        #expect(image.pixels == expected.pixels)
    }

    @Test(arguments: jpegNames)
    func jpeg_baselineProgressiveAndSubsampled_matchesDjpegWithinTolerance(name: String) throws {
        let expected = try ImagingFixtures.reference(name + ".ppm")

        let image = try ImageDecoder.decode(ImagingFixtures.bytes(name + ".jpg"))

        try #require(image.width == expected.width && image.height == expected.height)
        let difference = ImagingFixtures.difference(image, expected)
        #expect(difference.maximum <= 6, "max \(difference.maximum)")
        #expect(difference.mean < 1, "mean \(difference.mean)")
    }

    @Test(arguments: 1...8)
    func jpeg_exifOrientation_decodesUpright(orientation: Int) throws {
        let name = "jpeg-exif-orientation\(orientation)"
        let expected = try ImagingFixtures.reference(name + ".ppm")

        let image = try ImageDecoder.decode(ImagingFixtures.bytes(name + ".jpg"))

        try #require(image.width == expected.width && image.height == expected.height)
        #expect(ImagingFixtures.difference(image, expected).mean < 1)
    }

    @Test func jpeg_arithmeticCoded_failsNamingIt() throws {
        let bytes = try ImagingFixtures.bytes("jpeg-arithmetic.jpg")

        #expect(throws: ImageDecodingError.unsupportedJPEG("arithmetic coding")) {
            try ImageDecoder.decode(bytes)
        }
    }
}
