import CleanAppsTestSupport
import Foundation
import Testing

@testable import ImagingKit

/// Decoding only the region a frame shows: over generated photos of every shape (thin, wide,
/// square), every PNG colour type and depth (Adam7 too), every JPEG coding (baseline and
/// progressive, 4:2:0, 4:2:2, 4:4:4, grey, restart intervals) and every EXIF orientation, the
/// region decoded alone equals the same pixels of a whole decode at the same reduction, and
/// the decoder's memory follows the region, not the photo's height.
@Suite struct ImageDecoderRegionTests {
    /// One generated case: a photo's shape and a box and region asked of it.
    struct Case: CustomStringConvertible {
        let width: Int
        let height: Int
        let orientation: Int
        let box: (width: Int, height: Int)
        let region: ImageRegion
        let seed: UInt64
        var description: String {
            "\(width)×\(height) o\(orientation) box \(box) region \(region) seed \(seed)"
        }

        /// Seeded cases: a third thin (tall), a third wide, a third squarish; boxes from a
        /// pixel to the whole photo; regions anywhere, some reaching past the edges.
        static func generated(count: Int, seed: UInt64, longSide: ClosedRange<Int>) -> [Case] {
            var random = SeededGenerator(seed: seed)
            return (0..<count).map { index in
                let long = Int.random(in: longSide, using: &random)
                let short = Int.random(in: 5...max(6, long / 8), using: &random)
                let (width, height): (Int, Int)
                switch index % 3 {
                case 0: (width, height) = (short, long)
                case 1: (width, height) = (long, short)
                default: (width, height) = (long, Int.random(in: long / 2...long, using: &random))
                }
                let orientation = Int.random(in: 1...8, using: &random)
                let (uprightWidth, uprightHeight) =
                    orientation >= 5 ? (height, width) : (width, height)
                let box = (
                    Int.random(in: 1...uprightWidth, using: &random),
                    Int.random(in: 1...uprightHeight, using: &random)
                )
                let x = Int.random(in: -3...max(-3, uprightWidth - 8), using: &random)
                let y = Int.random(in: -3...max(-3, uprightHeight - 8), using: &random)
                // NB: at least 8 pixels a side inside the photo where it has them, so a scaled region
                // keeps pixels whose whole filter lies inside it.
                let region = ImageRegion(
                    x: x, y: y, width: Int.random(in: 8...max(8, uprightWidth), using: &random),
                    height: Int.random(in: 8...max(8, uprightHeight / 3), using: &random))
                return Case(
                    width: width, height: height, orientation: orientation, box: box,
                    region: region, seed: random.next())
            }
        }
    }

    static let pngCases = Case.generated(count: 60, seed: 35, longSide: 40...260)
    static let jpegCases = Case.generated(count: 35, seed: 36, longSide: 40...300)

    /// PNG case `index`: the case, the PNG kind it is drawn in, and the file (Adam7 for odd
    /// indices).
    static func pngCase(_ index: Int) -> (Case, GeneratedPhotos.PNGKind, [UInt8]) {
        let testCase = pngCases[index]
        let kind = GeneratedPhotos.PNGKind.all[index % GeneratedPhotos.PNGKind.all.count]
        let bytes = GeneratedPhotos.png(
            width: testCase.width, height: testCase.height, kind: kind,
            interlaced: index % 2 == 1, orientation: testCase.orientation, seed: testCase.seed)
        return (testCase, kind, bytes)
    }

    @Test(arguments: pngCases.indices)
    func png_regionOfAnyShape_equalsTheSameRegionOfAWholeDecode(index: Int) throws {
        let (testCase, kind, bytes) = Self.pngCase(index)

        try Self.expectRegionMatchesWholeDecode(bytes, testCase, "\(kind) \(testCase)")
    }

    @Test(arguments: jpegCases.indices)
    func jpeg_regionOfAnyShape_equalsTheSameRegionOfAWholeDecode(index: Int) throws {
        let testCase = Self.jpegCases[index]
        let kind = GeneratedPhotos.JPEGKind.all[index % GeneratedPhotos.JPEGKind.all.count]
        guard
            let bytes = try GeneratedPhotos.jpeg(
                width: testCase.width, height: testCase.height, kind: kind,
                orientation: testCase.orientation, seed: testCase.seed)
        else { return }  // NB: skipped without cjpeg (Debian libjpeg-turbo-progs).

        try Self.expectRegionMatchesWholeDecode(bytes, testCase, "\(kind) \(testCase)")
    }

    @Test(arguments: pngCases.indices)
    func regionScaledToCover_equalsTheSameRegionOfTheWholePhotoScaled(index: Int) throws {
        let (testCase, kind, bytes) = Self.pngCase(index)
        let (boxWidth, boxHeight) = testCase.box
        let whole = try ImageDecoder.decode(bytes, covering: boxWidth, boxHeight)
        let factor = min(
            1,
            max(
                Double(boxWidth) / Double(whole.width), Double(boxHeight) / Double(whole.height)))
        let scaled = ImageResampler.scale(
            whole, width: Int((Double(whole.width) * factor).rounded(.up)),
            height: Int((Double(whole.height) * factor).rounded(.up)))

        let part = try ImageDecoder.decode(
            Data(bytes), scaledToCover: boxWidth, boxHeight
        ) { _, _ in testCase.region }

        #expect(part.fullWidth == scaled.width && part.fullHeight == scaled.height)
        let expected = try #require(
            Self.crop(
                scaled, x: part.x, y: part.y, width: part.image.width,
                height: part.image.height))
        // NB: a photo stored turned is scaled before it is turned (its passes in the other
        // order), so its pixels may round one level apart.
        let largest =
            zip(part.image.pixels, expected.pixels).map { abs(Int($0) - Int($1)) }
            .max() ?? 0
        #expect(largest <= (testCase.orientation == 1 ? 0 : 1), "\(kind) \(testCase)")
    }

    @Test(arguments: GeneratedPhotos.JPEGKind.all.filter(\.progressive).map(\.description))
    func jpeg_progressiveDecodedInBandsOfOneMCURow_equalsOneBand(kind name: String) throws {
        let kind = try #require(GeneratedPhotos.JPEGKind.all.first { $0.description == name })
        guard let bytes = try GeneratedPhotos.jpeg(width: 45, height: 230, kind: kind, seed: 4)
        else { return }
        let request = ImageDecodeRequest(box: (20, 100), region: nil)

        let banded = try bytes.withUnsafeBufferPointer {
            try JPEGDecoder.decode($0, request, bandBytes: 1)
        }
        let whole = try ImageDecoder.decode(bytes, request)

        #expect(banded.image == whole.image)
    }

    @Test(arguments: GeneratedPhotos.PNGKind.all.indices)
    func png_tallerPhotoSameRegion_holdsTheSameBytes(index: Int) throws {
        let kind = GeneratedPhotos.PNGKind.all[index]
        let region = ImageRegion(x: 0, y: 30, width: 24, height: 24)
        func working(height: Int) throws -> Int {
            let bytes = GeneratedPhotos.png(
                width: 24, height: height, kind: kind, interlaced: index % 2 == 0, seed: 9)
            return try ImageDecoder.decode(bytes, covering: 24, 24) { _, _ in region }
                .workingBytes
        }

        let short = try working(height: 100)
        let tall = try working(height: 800)

        #expect(tall == short)
        #expect(tall <= 16 * 24 * 24 + 24 * 24 + 64)
    }

    @Test(arguments: GeneratedPhotos.JPEGKind.all.map(\.description))
    func jpeg_tallerPhotoSameRegion_holdsTheSameBytes(kind name: String) throws {
        let kind = try #require(GeneratedPhotos.JPEGKind.all.first { $0.description == name })
        let region = ImageRegion(x: 0, y: 40, width: 24, height: 24)
        func working(height: Int) throws -> Int? {
            guard
                let bytes = try GeneratedPhotos.jpeg(width: 24, height: height, kind: kind, seed: 3)
            else { return nil }
            let request = ImageDecodeRequest(box: (24, 24), region: { _, _ in region })
            return try bytes.withUnsafeBufferPointer {
                try JPEGDecoder.decode($0, request, bandBytes: 1).workingBytes
            }
        }

        guard let short = try working(height: 100), let tall = try working(height: 800) else {
            return
        }

        #expect(tall == short)
    }

    /// Decodes `bytes` whole and for the case's region at the case's box; the region must be
    /// the same pixels of the whole decode and cover what was asked.
    static func expectRegionMatchesWholeDecode(
        _ bytes: [UInt8], _ testCase: Case, _ label: String
    ) throws {
        let whole = try ImageDecoder.decode(
            bytes, covering: testCase.box.width, testCase.box.height)
        let part = try ImageDecoder.decode(
            bytes, covering: testCase.box.width, testCase.box.height
        ) { width, height in
            #expect(width == (testCase.orientation >= 5 ? testCase.height : testCase.width))
            #expect(height == (testCase.orientation >= 5 ? testCase.width : testCase.height))
            return testCase.region
        }

        #expect(part.fullWidth == whole.width && part.fullHeight == whole.height, "\(label)")
        let expected = crop(
            whole, x: part.x, y: part.y, width: part.image.width, height: part.image.height)
        #expect(part.image == expected, "\(label)")
        let uprightWidth = testCase.orientation >= 5 ? testCase.height : testCase.width
        let uprightHeight = testCase.orientation >= 5 ? testCase.width : testCase.height
        let asked = testCase.region.clamped(width: uprightWidth, height: uprightHeight)
        let factor = reduction(bytes, uprightWidth, uprightHeight, box: testCase.box)
        #expect(part.x == asked.x / factor && part.y == asked.y / factor, "\(label)")
        let right = min((asked.x + asked.width + factor - 1) / factor, whole.width)
        let bottom = min((asked.y + asked.height + factor - 1) / factor, whole.height)
        #expect(part.x + part.image.width == right, "\(label)")
        #expect(part.y + part.image.height == bottom, "\(label)")
    }

    /// The reduction the decoders choose for `box`: PNG's largest whole factor up to 16,
    /// JPEG's largest of 8, 4 and 2, that still covers the box.
    static func reduction(_ bytes: [UInt8], _ width: Int, _ height: Int, box: (Int, Int)) -> Int {
        let factors = bytes.first == 0x89 ? Array((1...16).reversed()) : [8, 4, 2, 1]
        return factors.first {
            (width + $0 - 1) / $0 >= box.0 && (height + $0 - 1) / $0 >= box.1
        } ?? 1
    }

    /// The `width` × `height` pixels of `image` from column `x`, row `y`.
    static func crop(_ image: DecodedImage, x: Int, y: Int, width: Int, height: Int)
        -> DecodedImage?
    {
        guard x >= 0, y >= 0, width > 0, height > 0, x + width <= image.width,
            y + height <= image.height
        else { return nil }
        var pixels: [UInt8] = []
        for row in y..<y + height {
            let start = (row * image.width + x) * 4
            pixels += image.pixels[start..<start + width * 4]
        }
        return DecodedImage(width: width, height: height, pixels: pixels)
    }
}
