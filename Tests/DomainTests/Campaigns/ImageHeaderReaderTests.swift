import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import Testing

@Suite struct ImageHeaderReaderTests {
    @Test func read_png_givesSizeFromIHDR() {
        let result = ImageHeaderReader.read(TestImages.png(width: 4, height: 3))

        #expect(result == .success(ImageHeader(format: .png, width: 4, height: 3)))
    }

    @Test func read_jpeg_givesSizeFromSOF() {
        let result = ImageHeaderReader.read(TestImages.jpegHeader(width: 1200, height: 800))

        #expect(result == .success(ImageHeader(format: .jpeg, width: 1200, height: 800)))
    }

    @Test func read_jpegWithSegmentsBeforeFrame_skipsThem() {
        let bytes = TestImages.jpegHeader(width: 640, height: 480, extraSegments: 5)

        let result = ImageHeaderReader.read(bytes)

        #expect(result == .success(ImageHeader(format: .jpeg, width: 640, height: 480)))
    }

    @Test func read_jpegWithFillBytesAndProgressiveFrame_givesSize() {
        let bytes = Foundation.Data(
            [
                0xFF, 0xD8, 0xFF, 0xFF, 0xFF, 0xC2, 0x00, 0x0B, 0x08, 0x00, 0x10, 0x00, 0x20, 0x01,
                0x01, 0x11, 0x00,
            ])

        let result = ImageHeaderReader.read(bytes)

        #expect(result == .success(ImageHeader(format: .jpeg, width: 32, height: 16)))
    }

    @Test func read_slicedData_readsFromSliceStart() {
        let padded = Foundation.Data([1, 2, 3]) + TestImages.png(width: 7, height: 9)

        let result = ImageHeaderReader.read(padded.dropFirst(3))

        #expect(result == .success(ImageHeader(format: .png, width: 7, height: 9)))
    }

    @Test(arguments: [
        [UInt8](), Array("GIF89a".utf8), Array("<svg></svg>".utf8), [0x42, 0x4D, 0, 0],
        [0x89, 0x50, 0x4E],
    ])
    func read_otherBytes_isUnsupported(bytes: [UInt8]) {
        #expect(ImageHeaderReader.read(Foundation.Data(bytes)) == .failure(.unsupportedFormat))
    }

    @Test func read_everyTruncationOfPNG_isDamagedNeverACrash() {
        let png = TestImages.png(width: 4, height: 3)

        let results = (8..<33).map { ImageHeaderReader.read(png.prefix($0)) }

        #expect(results.allSatisfy { $0 == .failure(.damaged) })
    }

    @Test func read_everyTruncationOfJPEG_isDamagedNeverACrash() {
        let jpeg = TestImages.jpegHeader(width: 10, height: 10, extraSegments: 2)
        let frameEnd = jpeg.count - 12

        let results = (2..<frameEnd).map { ImageHeaderReader.read(jpeg.prefix($0)) }

        #expect(results.allSatisfy { $0 == .failure(.damaged) })
    }

    @Test(
        arguments: [
            [0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF],
            [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x00],
            [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01],
            [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x08],
            [0xFF, 0xD8, 0xFF, 0xD9],
            [0xFF, 0xD8, 0x00, 0x00, 0x00],
            [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x04, 0x08, 0x00],
        ] as [[UInt8]])
    func read_hostileJPEG_isDamaged(bytes: [UInt8]) {
        #expect(ImageHeaderReader.read(Foundation.Data(bytes)) == .failure(.damaged))
    }

    @Test func read_manyTinySegments_endsAndIsDamaged() {
        var bytes: [UInt8] = [0xFF, 0xD8]
        for _ in 0..<50_000 { bytes += [0xFF, 0xFE, 0x00, 0x02] }

        let result = ImageHeaderReader.read(Foundation.Data(bytes))

        #expect(result == .failure(.damaged))
    }

    @Test func read_zeroOrHugeSize_isUnsupportedSize() {
        var huge = TestImages.png(width: 4, height: 3)
        huge.replaceSubrange(16..<20, with: [0x7F, 0xFF, 0xFF, 0xFF])

        #expect(ImageHeaderReader.read(huge) == .failure(.unsupportedSize))
        #expect(
            ImageHeaderReader.read(TestImages.jpegHeader(width: 0, height: 5))
                == .failure(.unsupportedSize))
    }
}
