import Archive
import CampaignsData
import CleanAppsDataCore
import Foundation
import Imaging
import Raster
import Testing

@Suite struct PNGEncoderTests {
    private func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var out: [(String, [UInt8])] = []
        var index = 8
        while index + 12 <= png.count {
            let length = png[index..<(index + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[(index + 4)..<(index + 8)], as: UTF8.self)
            let data = Array(png[(index + 8)..<(index + 8 + length)])
            let crc = png[(index + 8 + length)..<(index + 12 + length)].reduce(UInt32(0)) {
                $0 << 8 | UInt32($1)
            }
            #expect(crc == CRC32.checksum(Array(png[(index + 4)..<(index + 8 + length)])))
            out.append((type, data))
            index += 12 + length
        }
        return out
    }

    private func unfilter(_ rows: [UInt8], width: Int, channels: Int) -> [UInt8] {
        PNGTestDecoder.unfilter(rows, width: width, channels: channels)
    }

    private func gradientImage(width: Int, height: Int, alpha: (Int, Int) -> UInt8) -> RasterImage {
        var canvas = RasterCanvas(width: width, height: height)
        canvas.fill(
            .rectangle(x: 0, y: 0, width: Double(width), height: Double(height)),
            paint: .linear(
                start: .init(x: 0, y: 0), end: .init(x: Double(width), y: Double(height)),
                stops: [
                    .init(RasterColour(red: 25, green: 25, blue: 112), at: 0),
                    .init(RasterColour(red: 135, green: 206, blue: 235), at: 1),
                ]))
        var image = canvas.image
        for y in 0..<height {
            for x in 0..<width where alpha(x, y) != 255 {
                let index = (y * width + x) * 4
                image.pixels[index..<(index + 4)] = [0, 0, 0, 0]
            }
        }
        return image
    }

    @Test func opaqueImage_isRGB_andDecodesBackToTheSamePixels() throws {
        let image = gradientImage(width: 37, height: 23) { _, _ in 255 }

        let png = PNGEncoder.encode(image)

        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let parts = chunks(png)
        #expect(parts.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(parts[0].data == [0, 0, 0, 37, 0, 0, 0, 23, 8, 2, 0, 0, 0])
        let rows = try ZlibStream.decompress(parts[1].data, expectedSize: 23 * (37 * 3 + 1))
        let samples = unfilter(rows, width: 37, channels: 3)
        let expected = (0..<(37 * 23)).flatMap { image.pixels[($0 * 4)..<($0 * 4 + 3)] }
        #expect(samples == expected)
    }

    @Test func translucentImage_isRGBA() throws {
        let image = gradientImage(width: 8, height: 8) { x, _ in x < 4 ? 0 : 255 }

        let parts = chunks(PNGEncoder.encode(image))

        #expect(parts[0].data[9] == 6)
        let rows = try ZlibStream.decompress(parts[1].data, expectedSize: 8 * (8 * 4 + 1))
        #expect(unfilter(rows, width: 8, channels: 4) == image.straightRGBA())
    }

    @Test func smoothGradient_choosesPredictingFilters() {
        let image = gradientImage(width: 64, height: 16) { _, _ in 255 }

        let (rows, _) = PNGEncoder.filteredRows(image)

        let types = stride(from: 0, to: rows.count, by: 64 * 3 + 1).map { rows[$0] }
        #expect(types.dropFirst().allSatisfy { $0 != 0 })
    }
}
