import Archive

/// Small hand-made image files for decoder tests: hostile headers and unsupported variants.
enum ImageTestFiles {
    /// A PNG signature and IHDR chunk (valid CRC) for `width` × `height` RGB8, then IEND.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += [0, 0, 0, 13] + Array("IHDR".utf8) + bigEndian(width) + bigEndian(height)
        bytes += [8, 2, 0, 0, 0, 0, 0, 0, 0]
        fixHeaderCRC(&bytes)
        bytes += [0, 0, 0, 0] + Array("IEND".utf8) + bigEndian(CRC32.checksum(Array("IEND".utf8)))
        return bytes
    }

    /// Recomputes the CRC of the IHDR chunk at offset 8 after its fields were changed.
    static func fixHeaderCRC(_ bytes: inout [UInt8]) {
        guard bytes.count >= 33 else { return }
        let crc = bigEndian(CRC32.checksum(Array(bytes[12..<29])))
        bytes.replaceSubrange(29..<33, with: crc)
    }

    /// SOI, then a frame header of `marker` with `precision`, size and `components`
    /// components (sampling 1×1), then EOI.
    static func jpegFrame(
        marker: UInt8 = 0xC0, precision: UInt8 = 8, width: Int = 16, height: Int = 16,
        components: Int = 3, adobeTransform: UInt8? = nil
    ) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        if let adobeTransform {
            bytes += [0xFF, 0xEE, 0x00, 0x0E] + Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0]
            bytes.append(adobeTransform)
        }
        let length = 8 + components * 3
        bytes += [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF), precision]
        bytes += [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
        bytes.append(UInt8(components))
        for id in 0..<components { bytes += [UInt8(id + 1), 0x11, 0] }
        return bytes + [0xFF, 0xD9]
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [
            UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
            UInt8(value & 0xFF),
        ]
    }
}
