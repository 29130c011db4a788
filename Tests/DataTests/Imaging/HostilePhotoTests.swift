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
