import CleanAppsTestSupport
import ImagingKit
import Testing

/// Issue 26, point 1: the photos volunteers really have are accepted, and every hostile one is
/// refused by a rule checked before the work it would cost (outcomes only; the time and memory
/// budgets are in the benchmarks).
@Suite struct HostilePhotoTests {
    @Test func jpeg_motionPhotoWithMP4AfterEOI_decodesAsItsJPEG() throws {
        let plain = try ImagingFixtures.bytes("jpeg-baseline-420.jpg")
        let motion = try HostilePhotoFiles.motionPhoto()

        let image = try ImageDecoder.decode(motion)

        #expect(image == (try ImageDecoder.decode(plain)))
    }

    @Test func jpeg_thousandsOfRefinementScans_isRefusedByTheHuffmanWorkCap() throws {
        let bomb = try HostilePhotoFiles.refinementScanBomb(repeats: 2_000)

        let error = try #require(throws: ImageDecodingError.self) { try ImageDecoder.decode(bomb) }

        #expect(
            error == .damaged("its scans refine the same coefficients more often than JPEG allows"))
    }

    @Test func jpeg_moreScansThanTheCap_isRefusedNamingTheCap() throws {
        let bomb = try HostilePhotoFiles.cheapScanBomb(repeats: 3_000)

        let error = try #require(throws: ImageDecodingError.self) {
            try ImageDecoder.decode(bomb, covering: 1, 1)
        }

        #expect(error == .unsupportedJPEG("more than 1000 scans"))
    }

    @Test func jpeg_fewRefinementScansAdded_isStillAccepted() throws {
        let plain = try ImageDecoder.decode(try ImagingFixtures.bytes("jpeg-progressive-420.jpg"))
        let bytes = try HostilePhotoFiles.refinementScanBomb(repeats: 3)

        let image = try ImageDecoder.decode(bytes)

        #expect(image == plain)
    }

    @Test func jpeg_fewCheapScansAdded_isStillAccepted() throws {
        let bytes = try HostilePhotoFiles.cheapScanBomb(repeats: 20)

        let image = try ImageDecoder.decode(bytes)

        #expect(image.width == 33 && image.height == 17)
    }

    @Test(arguments: [1, 3])
    func jpeg_everyCoefficientSentAlonePassByPass_decodesItsColour(components: Int) throws {
        // NB: one component: 1 + 63 × 14 = 883 scans, every coefficient the 14 times JPEG
        // allows; three: 1 + 189 × 5 = 946 scans, as the hostile round's files.
        let scans = FlatProgressiveJPEG.oneCoefficientPerScan(
            components: components, shift: components == 1 ? 13 : 4)
        let bytes = FlatProgressiveJPEG.file(
            width: 61, height: 47, components: components, scans: scans)

        let image = try ImageDecoder.decode(bytes)

        #expect(image.width == 61 && image.height == 47)
        let first = image.pixel(x: 0, y: 0)
        #expect(components == 3 || first == [100, 100, 100, 255])
        #expect((0..<61 * 47).allSatisfy { image.pixel(x: $0 % 61, y: $0 / 61) == first })
    }

    @Test func jpeg_wholeBandRefinedOverEndOfBandRuns_decodesItsColour() throws {
        let scans = FlatProgressiveJPEG.fullBandRefinements(components: 1, dcShift: 3, acShift: 10)
        let bytes = FlatProgressiveJPEG.file(width: 300, height: 200, components: 1, scans: scans)

        let image = try ImageDecoder.decode(bytes, covering: 40, 40)

        #expect(image.pixels.count == image.width * image.height * 4)
        #expect(
            stride(from: 0, to: image.pixels.count, by: 4).allSatisfy {
                image.pixels[$0..<$0 + 4] == [100, 100, 100, 255]
            })
    }

    @Test func jpeg_moreScansThanTheCapInAConformingScript_isRefusedNamingTheCap() throws {
        let scans = FlatProgressiveJPEG.oneCoefficientPerScan(components: 3, shift: 5)
        let bytes = FlatProgressiveJPEG.file(width: 64, height: 48, scans: scans)

        let error = try #require(throws: ImageDecodingError.self) {
            try ImageDecoder.decode(bytes, covering: 1, 1)
        }

        #expect(scans.count == 1_135)
        #expect(error == .unsupportedJPEG("more than 1000 scans"))
    }

    @Test func png_tallThin_isRefusedFromItsHeaderNamingTheSide() throws {
        let tall = HostilePhotoFiles.zeroPNG(
            width: 1, height: 50_000_000, colourType: 0, depth: 8)

        let error = try #require(throws: ImageDecodingError.self) {
            try ImageDecoder.decode(tall, covering: 1, 1)
        }

        #expect(error == .tooLarge(width: 1, height: 50_000_000))
        #expect(error.message.contains("30000 pixels"))
    }

    @Test func png_sixteenBitGiant_decodesReducedToTheBoxItCovers() throws {
        let giant = HostilePhotoFiles.zeroPNG(width: 7_000, height: 7_000, colourType: 6, depth: 16)

        let image = try ImageDecoder.decode(giant, covering: 2_160, 2_160)

        #expect(image.width >= 2_160 && image.width <= 2 * 2_160)
        #expect(image.height >= 2_160 && image.height <= 2 * 2_160)
        #expect(image.pixels.allSatisfy { $0 == 0 })
    }

    @Test func png_paletteIndexPastThePalette_isRefused() {
        let bytes = HostilePhotoFiles.paletteIndexOutOfRange()

        #expect(throws: ImageDecodingError.damaged("a PNG pixel uses a colour past its palette")) {
            try ImageDecoder.decode(bytes)
        }
    }
}
