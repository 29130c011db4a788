import Imaging
import Testing

/// Downscaling averages what it covers (never picks one pixel) and upscaling interpolates.
@Suite struct ImageResamplerTests {
    /// A `width` × `height` image of one-pixel black and white checks.
    static func checkerboard(width: Int, height: Int) -> DecodedImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let value: UInt8 = (x + y) % 2 == 0 ? 0 : 255
                pixels += [value, value, value, 255]
            }
        }
        return DecodedImage(width: width, height: height, pixels: pixels)
    }

    @Test func scale_checkerboardDownByFour_isEvenGreyNotAliased() {
        let image = Self.checkerboard(width: 64, height: 48)

        let small = ImageResampler.scale(image, width: 16, height: 12)

        #expect(small.width == 16 && small.height == 12)
        for y in 1..<11 {
            for x in 1..<15 {
                let grey = Int(small.pixel(x: x, y: y)[0])
                #expect(abs(grey - 128) <= 2, "(\(x), \(y)) is \(grey)")
            }
        }
    }

    @Test func scale_uniformColourAnySize_keepsTheColour() {
        let image = DecodedImage(
            width: 7, height: 5,
            pixels: Array(repeating: [200, 100, 50, 255], count: 35).flatMap { $0 })

        let scaled = ImageResampler.scale(image, width: 3, height: 11)

        #expect(
            Set(
                stride(from: 0, to: scaled.pixels.count, by: 4).map {
                    scaled.pixel(x: $0 / 4 % 3, y: $0 / 12)
                }) == [[200, 100, 50, 255]])
    }

    @Test func scale_transparentNeighbour_doesNotDarkenTheEdge() {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 0, 0, 0]
        let image = DecodedImage(width: 2, height: 1, pixels: pixels)

        let scaled = ImageResampler.scale(image, width: 1, height: 1)

        #expect(scaled.pixel(x: 0, y: 0)[0] == 255)
        #expect(abs(Int(scaled.pixel(x: 0, y: 0)[3]) - 128) <= 1)
    }

    @Test func fit_largePhoto_keepsAspectWithinBox() {
        let image = Self.checkerboard(width: 40, height: 30)

        let fitted = ImageResampler.fit(image, maximumWidth: 20, maximumHeight: 20)

        #expect(fitted.width == 20 && fitted.height == 15)
    }
}
