import ArchiveKit

/// Writes a ``RasterImage`` as a PNG file: 8-bit RGB when every pixel is opaque, otherwise
/// 8-bit RGBA, each row filtered with the filter whose output has the smallest sum of
/// absolute (signed) byte values, then compressed with `ZlibStream`.
public enum PNGEncoder {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file of `image`.
    public static func encode(_ image: RasterImage) -> [UInt8] {
        let (rows, channels) = filteredRows(image)
        var out = signature
        var header: [UInt8] = []
        header += bigEndian(UInt32(image.width))
        header += bigEndian(UInt32(image.height))
        header += [8, channels == 4 ? 6 : 2, 0, 0, 0]
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", ZlibStream.compress(rows), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// The rows as PNG stores them before compression: one filter-type byte, then the
    /// filtered samples, per row; and the channel count (3 or 4).
    public static func filteredRows(_ image: RasterImage) -> (rows: [UInt8], channels: Int) {
        let straight = image.straightRGBA()
        var opaque = true
        var index = 3
        while index < straight.count {
            if straight[index] != 255 {
                opaque = false
                break
            }
            index += 4
        }
        let channels = opaque ? 3 : 4
        var samples: [UInt8]
        if opaque {
            samples = [UInt8](repeating: 0, count: image.width * image.height * 3)
            for pixel in 0..<(image.width * image.height) {
                samples[pixel * 3] = straight[pixel * 4]
                samples[pixel * 3 + 1] = straight[pixel * 4 + 1]
                samples[pixel * 3 + 2] = straight[pixel * 4 + 2]
            }
        } else {
            samples = straight
        }
        return (
            PNGRowFilter.filter(
                samples, rowLength: image.width * channels, bytesPerPixel: channels), channels
        )
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        out += bigEndian(UInt32(data.count))
        out += typeBytes
        out += data
        let crc = CRC32.checksum(typeBytes + data)
        out += bigEndian(crc)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) }
    }
}
