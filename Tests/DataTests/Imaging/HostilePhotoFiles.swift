import Archive
import Testing

/// Photos a hostile test round sent, generated from small real files or by a few lines of
/// code, so no large fixture is committed: a motion photo, two scan bombs, a 16-bit RGBA giant,
/// a tall-thin PNG and a palette index past the palette.
enum HostilePhotoFiles {
    /// A real JPEG followed by what Pixel and Samsung cameras append after its EOI marker: an
    /// MP4 (`ftyp` box, then the start of an `mdat` box).
    static func motionPhoto() throws -> [UInt8] {
        let jpeg = try ImagingFixtures.bytes("jpeg-baseline-420.jpg")
        let ftyp: [UInt8] =
            [0, 0, 0, 24] + Array("ftypmp42".utf8) + [0, 0, 0, 0]
            + Array("isommp42".utf8)
        let mdat: [UInt8] = [0, 0, 0x10, 0] + Array("mdat".utf8) + [0xFF, 0xD8, 0xFF, 0xD9, 0x00]
        return jpeg + ftyp + mdat + [UInt8](repeating: 0x5A, count: 4_000)
    }

    /// The progressive 4:2:0 fixture with `repeats` more luma AC refinement scans over the
    /// whole band before EOI: each is one end-of-band run over every block with no correction
    /// bits (a one-symbol Huffman table, all-zero data), so it decodes without error and costs
    /// every luma coefficient again; the time grows with the scan count.
    static func refinementScanBomb(repeats: Int) throws -> [UInt8] {
        let jpeg = try ImagingFixtures.bytes("jpeg-progressive-420.jpg")
        // NB: AC table 2 holds one symbol, 0xE0 (an end-of-band run of 2^14 blocks), coded "0".
        let table: [UInt8] =
            [0xFF, 0xC4, 0, 20, 0x12, 1] + [UInt8](repeating: 0, count: 15) + [0xE0]
        let scan: [UInt8] =
            [0xFF, 0xDA, 0, 8, 1, 1, 0x02, 1, 63, 0x10] + [UInt8](repeating: 0, count: 160)
        var bytes = Array(jpeg.dropLast(2)) + table
        for _ in 0..<repeats { bytes += scan }
        return bytes + [0xFF, 0xD9]
    }

    /// The progressive 4:2:0 fixture with `repeats` cheap scans added before EOI: DC
    /// refinements of the Cr component alone (one bit per block, all zero).
    static func cheapScanBomb(repeats: Int) throws -> [UInt8] {
        let jpeg = try ImagingFixtures.bytes("jpeg-progressive-420.jpg")
        let scan: [UInt8] = [0xFF, 0xDA, 0, 8, 1, 3, 0x00, 0, 0, 0x10] + [0, 0, 0, 0]
        var bytes = Array(jpeg.dropLast(2))
        for _ in 0..<repeats { bytes += scan }
        return bytes + [0xFF, 0xD9]
    }

    /// A `width` × `height` PNG of `depth`-bit samples of `colourType` whose every byte after
    /// filtering is zero (transparent black or black), deflated by ``zeroDeflate(count:)``:
    /// a 7000×7000 16-bit RGBA image is about 2.4 MB.
    static func zeroPNG(width: Int, height: Int, colourType: UInt8, depth: UInt8) -> [UInt8] {
        let channels: [UInt8: Int] = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4]
        let rowBytes = (width * (channels[colourType] ?? 1) * Int(depth) + 7) / 8
        let inflated = height * (rowBytes + 1)
        var header = bigEndian(width) + bigEndian(height)
        header += [depth, colourType, 0, 0, 0]
        var stream: [UInt8] = [0x78, 0x01] + zeroDeflate(count: inflated)
        let adler = UInt32(inflated % 65_521) << 16 | 1
        stream += ImageTestFiles.bigEndian(adler)
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += chunk("IHDR", header)
        if colourType == 3 { bytes += chunk("PLTE", [0, 0, 0]) }
        bytes += chunk("IDAT", stream) + chunk("IEND", [])
        return bytes
    }

    /// A 2×1 palette PNG with two palette entries whose second pixel uses index 5.
    static func paletteIndexOutOfRange() -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += chunk("IHDR", bigEndian(2) + bigEndian(1) + [8, 3, 0, 0, 0])
        bytes += chunk("PLTE", [255, 0, 0, 0, 0, 255])
        bytes += chunk("IDAT", ZlibStream.compress([0, 1, 5]))
        return bytes + chunk("IEND", [])
    }

    /// One PNG chunk with its CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(data.count) + body + ImageTestFiles.bigEndian(CRC32.checksum(body))
    }

    /// A raw DEFLATE stream of `count` zero bytes in one fixed-Huffman block: a literal zero,
    /// then matches of 258 at distance 1 (13 bits each), then literal zeros for the rest.
    static func zeroDeflate(count: Int) -> [UInt8] {
        var writer = BitWriter()
        writer.put(value: 0b011, bits: 3)  // BFINAL, then BTYPE 01 (fixed codes).
        let literalZero = (code: 0b0011_0000, bits: 8)
        var left = count
        if left > 0 {
            writer.put(code: literalZero.code, bits: literalZero.bits)
            left -= 1
        }
        while left >= 258 {
            writer.put(code: 0b1100_0101, bits: 8)  // Length symbol 285: 258 bytes.
            writer.put(code: 0, bits: 5)  // Distance symbol 0: 1 byte back.
            left -= 258
        }
        for _ in 0..<left { writer.put(code: literalZero.code, bits: literalZero.bits) }
        writer.put(code: 0, bits: 7)  // End of block.
        return writer.finish()
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        ImageTestFiles.bigEndian(UInt32(value))
    }

    /// DEFLATE's bit order: values least significant bit first, Huffman codes most first.
    private struct BitWriter {
        private var bytes: [UInt8] = []
        private var buffer: UInt64 = 0
        private var count = 0

        mutating func put(value: Int, bits: Int) {
            buffer |= UInt64(value) << UInt64(count)
            count += bits
            while count >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                count -= 8
            }
        }

        mutating func put(code: Int, bits: Int) {
            var reversed = 0
            for bit in 0..<bits { reversed |= (code >> bit & 1) << (bits - 1 - bit) }
            put(value: reversed, bits: bits)
        }

        mutating func finish() -> [UInt8] {
            if count > 0 { put(value: 0, bits: 8 - count) }
            return bytes
        }
    }
}
