import Archive

/// Writes premultiplied RGBA pixels (a drawn canvas) as a PNG file: 8-bit RGB when every pixel
/// is opaque, otherwise 8-bit RGBA, each row filtered with the filter whose output has the smallest sum of
/// absolute (signed) byte values, then compressed with `ZlibStream`.
public enum PNGEncoder {
    /// zlib level 6's limits with chains of 48 instead of 128 and no early stop before 258
    /// bytes.
    ///
    /// NB: on the 15 templates' posters, with a phone photo and with a smooth 600×400 one,
    /// this gives 0.70–1.19× the bytes of zlib level 6 (the budget is 1.3×) in about 70 % of
    /// level 6's time. Chains of 32 gave up to 1.31× (template 11); level 4's limits, 1.69×.
    public static let effort = DeflateEffort(
        goodLength: 8, lazyLimit: 16, niceLength: 258, maximumChain: 48)

    /// The PNG file of a `width` × `height` picture whose `pixels` are premultiplied RGBA,
    /// 8 bits a channel, rows top to bottom.
    public static func encode(width: Int, height: Int, premultipliedRGBA pixels: [UInt8]) -> [UInt8]
    {
        let (rows, channels) = filteredRows(width: width, height: height, premultipliedRGBA: pixels)
        var out = PNGDecoder.signature
        var header: [UInt8] = []
        header += bigEndian(UInt32(width))
        header += bigEndian(UInt32(height))
        header += [8, channels == 4 ? 6 : 2, 0, 0, 0]
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", ZlibStream.compress(rows, effort: effort), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// The rows as PNG stores them before compression: one filter-type byte, then the
    /// filtered samples, per row; and the channel count (3 or 4).
    ///
    /// NB: each row is un-premultiplied (and packed to RGB when the image is opaque) into a
    /// row buffer just before it is filtered: no full-size straight copy is made.
    public static func filteredRows(
        width: Int, height: Int, premultipliedRGBA pixels: [UInt8]
    ) -> (rows: [UInt8], channels: Int) {
        precondition(pixels.count == width * height * 4, "premultiplied RGBA: 4 bytes a pixel")
        let opaque = pixels.withUnsafeBufferPointer { pixels in
            var index = 3
            while index < pixels.count {
                if pixels[index] != 255 { return false }
                index += 4
            }
            return true
        }
        let channels = opaque ? 3 : 4
        let rows = PNGRowFilter.filter(
            rowCount: height, rowLength: width * channels, bytesPerPixel: channels
        ) { y, row in
            pixels.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                let source = base + y * width * 4
                if opaque {
                    for x in 0..<width {
                        row[x * 3] = source[x * 4]
                        row[x * 3 + 1] = source[x * 4 + 1]
                        row[x * 3 + 2] = source[x * 4 + 2]
                    }
                } else {
                    PremultipliedAlpha.straighten(source, count: width, into: row)
                }
            }
        }
        return (rows, channels)
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
