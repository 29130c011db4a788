import DirectoryData
import Foundation
import Imaging
import Testing

/// The decoder corpus in `Fixtures/Imaging` (see `make_imaging_fixtures.py` there) and its
/// reference decodes (PAM for PNG, `djpeg -ppm` output for JPEG).
enum ImagingFixtures {
    /// The bytes of `name` in the corpus folder.
    static func bytes(_ name: String) throws -> [UInt8] {
        let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return [UInt8](try Data(contentsOf: root.appendingPathComponent("Imaging/" + name)))
    }

    /// A reference decode (binary PGM `P5`, PPM `P6` or PAM `P7` with RGB_ALPHA) as RGBA.
    static func reference(_ name: String) throws -> DecodedImage {
        let bytes = try bytes(name)
        let text = String(decoding: bytes.prefix(120), as: UTF8.self)
        if text.hasPrefix("P7") {
            let headerEnd = try #require(text.range(of: "ENDHDR\n")).upperBound
            let fields = text[..<headerEnd].split(whereSeparator: \.isWhitespace)
            let width = try #require(Int(fields[2]))
            let height = try #require(Int(fields[4]))
            let offset = text.utf8.distance(from: text.startIndex, to: headerEnd)
            return DecodedImage(width: width, height: height, pixels: Array(bytes[offset...]))
        }
        let fields = text.split(whereSeparator: \.isWhitespace).prefix(4)
        let width = try #require(Int(fields[fields.startIndex + 1]))
        let height = try #require(Int(fields[fields.startIndex + 2]))
        let channels = text.hasPrefix("P5") ? 1 : 3
        let offset = bytes.count - width * height * channels
        try #require(offset > 0)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for index in stride(from: offset, to: bytes.count, by: channels) {
            pixels +=
                channels == 1
                ? Array(repeating: bytes[index], count: 3) : Array(bytes[index..<index + 3])
            pixels.append(255)
        }
        return DecodedImage(width: width, height: height, pixels: pixels)
    }

    /// The largest and the mean absolute difference per channel of two same-sized images.
    static func difference(_ a: DecodedImage, _ b: DecodedImage) -> (maximum: Int, mean: Double) {
        var maximum = 0
        var total = 0
        for (x, y) in zip(a.pixels, b.pixels) {
            let delta = abs(Int(x) - Int(y))
            maximum = max(maximum, delta)
            total += delta
        }
        return (maximum, Double(total) / Double(max(a.pixels.count, 1)))
    }
}
