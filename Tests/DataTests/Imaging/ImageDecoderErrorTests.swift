import CampaignsTestSupport
import CleanAppsTestSupport
import Foundation
import Imaging
import Testing

/// Hostile and unsupported photos give one typed error with a message a user can act on.
@Suite struct ImageDecoderErrorTests {
    @Test func png_hugeHeader_isRefusedBeforeAllocating() {
        let bytes = ImageTestFiles.pngHeader(width: 60_000, height: 60_000)

        #expect(throws: ImageDecodingError.tooLarge(width: 60_000, height: 60_000)) {
            try ImageDecoder.decode(bytes)
        }
    }

    @Test func jpeg_hugeHeader_isRefusedBeforeAllocating() {
        let bytes = ImageTestFiles.jpegFrame(width: 60_000, height: 60_000)

        #expect(throws: ImageDecodingError.tooLarge(width: 60_000, height: 60_000)) {
            try ImageDecoder.decode(bytes)
        }
    }

    @Test func jpeg_largeHeaderWithLittleData_failsAsCutShort() {
        let bytes = ImageTestFiles.jpegFrame(width: 7_000, height: 7_000)

        #expect(
            throws: ImageDecodingError.truncated(
                "the JPEG holds too little image data for its size")
        ) {
            try ImageDecoder.decode(bytes)
        }
    }

    /// With no image data the PNG decoder allows (0 + 64) × 1,040 inflated bytes (deflate
    /// expands at most about 1032:1): 65 rows of 341 RGB pixels, 1,024 bytes each with the
    /// filter byte. A 66th row is refused from the header, before anything is inflated.
    @Test func png_headerAtTheInflateRatio_passesTheCheck_andOneRowMore_failsAsCutShort() throws {
        let cutShort = ImageDecodingError.truncated(
            "the PNG holds too little image data for its size")

        #expect(throws: cutShort) {
            try ImageDecoder.decode(ImageTestFiles.pngHeader(width: 341, height: 66))
        }
        let error = try #require(throws: ImageDecodingError.self) {
            try ImageDecoder.decode(ImageTestFiles.pngHeader(width: 341, height: 65))
        }
        #expect(error != cutShort)
    }

    @Test(arguments: [
        (ImageTestFiles.jpegFrame(components: 4), "CMYK colour"),
        (ImageTestFiles.jpegFrame(components: 4, adobeTransform: 2), "YCCK colour"),
        (ImageTestFiles.jpegFrame(precision: 12), "12-bit samples"),
        (ImageTestFiles.jpegFrame(marker: 0xC3), "lossless coding"),
        (ImageTestFiles.jpegFrame(marker: 0xC9), "arithmetic coding"),
        (ImageTestFiles.jpegFrame(marker: 0xC5), "hierarchical coding"),
    ])
    func jpeg_unsupportedVariant_namesItAndWhatToDo(bytes: [UInt8], feature: String) throws {
        let error = try #require(throws: ImageDecodingError.self) { try ImageDecoder.decode(bytes) }

        #expect(error == .unsupportedJPEG(feature))
        #expect(error.message.contains(feature) && error.message.contains("JPEG or PNG"))
    }

    @Test(arguments: [
        (Array("\0\0\0\u{18}ftypheic\0\0\0\0".utf8), "a HEIC image"),
        (Array("GIF89a".utf8), "a GIF image"),
        (Array("RIFF\0\0\0\0WEBPVP8 ".utf8), "a WebP image"),
        (Array("hello".utf8), "not a PNG or JPEG image"),
    ])
    func otherFormat_isNamedInTheMessage(bytes: [UInt8], kind: String) throws {
        let error = try #require(throws: ImageDecodingError.self) { try ImageDecoder.decode(bytes) }

        #expect(error == .unsupportedFormat(kind))
        #expect(
            error.message == "The photo is \(kind), which cannot be used; save it as a JPEG or PNG."
        )
    }

    @Test func png_flippedByteInChunk_failsItsCRC() throws {
        var bytes = try ImagingFixtures.bytes("png-rgb8.png")
        bytes[bytes.count - 20] ^= 0x01

        let error = try #require(throws: ImageDecodingError.self) { try ImageDecoder.decode(bytes) }

        #expect(error.message.contains("CRC"))
    }

    @Test func png_cutShort_failsAsTruncated() throws {
        let bytes = try ImagingFixtures.bytes("png-rgba8.png")

        let error = try #require(throws: ImageDecodingError.self) {
            try ImageDecoder.decode(Array(bytes.prefix(bytes.count - 30)))
        }

        guard case .truncated = error else {
            Issue.record("expected a cut-short error, got \(error)")
            return
        }
    }

    @Test func jpeg_cutShort_failsAsTruncated() throws {
        let bytes = try ImagingFixtures.bytes("jpeg-baseline-444.jpg")

        #expect(throws: ImageDecodingError.truncated("the JPEG image data ends early")) {
            try ImageDecoder.decode(Array(bytes.prefix(bytes.count * 2 / 3)))
        }
    }

    @Test func testImagesPNG_storedDeflate_decodesToItsRamp() throws {
        let image = try ImageDecoder.decode(TestImages.png(width: 4, height: 3))

        #expect(image.width == 4 && image.height == 3)
        #expect(image.pixel(x: 3, y: 2) == [255, 255, 160, 255])
        #expect(image.pixel(x: 0, y: 0) == [0, 0, 160, 255])
    }

    @Test func photoCheck_decodablePhoto_hasNoProblem_damagedOneExplains() throws {
        let good = Data(try ImagingFixtures.bytes("jpeg-progressive-420.jpg"))
        let bad = Data(try ImagingFixtures.bytes("jpeg-arithmetic.jpg"))

        #expect(PhotoDecodeCheck.problem(in: good) == nil)
        #expect(PhotoDecodeCheck.problem(in: bad)?.contains("arithmetic coding") == true)
    }
}
