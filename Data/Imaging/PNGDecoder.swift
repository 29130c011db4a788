import ArchiveKit

/// Decodes PNG files of every colour type and bit depth (1–16), with palette and `tRNS`
/// transparency and Adam7 interlacing, into RGBA8.
///
/// Every chunk's length is checked against the bytes left and its CRC-32 against its
/// contents; the zlib header and the Adler-32 of the inflated rows are checked too. The
/// inflated size is known from the header and the caps of ``ImageLimits`` are checked from it
/// before anything is inflated. Rows are inflated a window at a time and reduced as they come
/// (``PNGRowReader``), so memory follows the output: the image at full size, or at 1/2 to 1/16
/// of it when a box to cover is given. Sixteen-bit samples are rounded to 8 bits
/// (`v * 255 / 65535`); low depths are scaled to the full 0–255 range; a palette index past
/// the palette is refused.
enum PNGDecoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// DEFLATE cannot expand data more than about 1032:1; anything claiming more is damaged.
    private static let maximumInflateRatio = 1_040

    /// What the chunks before IEND said.
    private struct Chunks {
        var header: PNGHeader?
        var palette: [UInt8] = []
        var transparency: [UInt8]?
        var compressed: [UInt8] = []
        var exifOrientation = 1
    }

    /// Decodes what `request` asks of `bytes`, which start with the PNG signature: the image
    /// reduced by the largest whole factor (up to 16) that still covers the request's box with
    /// its aspect kept, and of it only the request's region, upright (EXIF orientation of an
    /// `eXIf` chunk applied). Every row is still inflated, unfiltered and checked.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ request: ImageDecodeRequest)
        throws(ImageDecodingError) -> DecodedRegion
    {
        let chunks = try readChunks(bytes)
        guard let header = chunks.header else { throw .damaged("the PNG has no header chunk") }
        if header.colourType == .palette, chunks.palette.isEmpty {
            throw .damaged("the PNG has no palette")
        }
        let expected = header.inflatedSize
        guard expected <= (chunks.compressed.count + 64) * maximumInflateRatio else {
            throw .truncated("the PNG holds too little image data for its size")
        }
        let expander = try PNGPixelExpander(
            header: header, palette: chunks.palette, transparency: chunks.transparency)
        let orientation = chunks.exifOrientation
        let swaps = (5...8).contains(orientation)
        let factor = PNGImageAccumulator.factor(
            width: swaps ? header.height : header.width,
            height: swaps ? header.width : header.height, covering: request.box)
        let regions = request.regions(
            width: header.width, height: header.height, orientation: orientation, factor: factor)
        let memory = DecodeMemory()
        let reader = PNGRowReader(
            header: header, expander: expander,
            accumulator: PNGImageAccumulator(
                width: header.width, height: header.height, factor: factor,
                region: regions.stored, memory: memory),
            memory: memory)
        try inflate(chunks.compressed, expectedSize: expected, into: reader)
        let image = reader.accumulator.image()
        memory.hold(image.pixels.count)
        return DecodedRegion(
            stored: StoredRegion(image), orientation: orientation, region: regions.upright,
            storedSize: (header.width, header.height), factor: factor, request: request,
            memory: memory)
    }

    private static func readChunks(_ bytes: UnsafeBufferPointer<UInt8>) throws(ImageDecodingError)
        -> Chunks
    {
        var chunks = Chunks()
        var offset = signature.count
        var sawEnd = false
        while !sawEnd {
            guard offset + 12 <= bytes.count else {
                throw .truncated("the PNG ends before its IEND chunk")
            }
            let length = Int(readUInt32(bytes, offset))
            guard length <= bytes.count - offset - 12 else {
                throw .truncated("a PNG chunk runs past the end of the file")
            }
            let typeBytes = bytes[offset + 4..<offset + 8]
            let type = String(decoding: typeBytes, as: UTF8.self)
            let data = bytes[offset + 8..<offset + 8 + length]
            let stored = readUInt32(bytes, offset + 8 + length)
            let crc = CRC32.checksum(
                UnsafeBufferPointer(rebasing: bytes[offset + 4..<offset + 8 + length]))
            guard crc == stored else {
                throw .damaged("the PNG chunk \(printable(type)) fails its CRC")
            }
            if chunks.header == nil, type != "IHDR" {
                throw .damaged("the PNG does not start with its header chunk")
            }
            switch type {
            case "IHDR":
                guard chunks.header == nil else { throw .damaged("the PNG has two header chunks") }
                chunks.header = try PNGHeader(ArraySlice(data))
            case "PLTE":
                guard length % 3 == 0, length > 0, length <= 768 else {
                    throw .damaged("the PNG palette has a wrong length")
                }
                chunks.palette = Array(data)
            case "tRNS": chunks.transparency = Array(data)
            case "IDAT": chunks.compressed.append(contentsOf: data)
            case "eXIf":
                chunks.exifOrientation = ExifOrientationReader.orientation(tiff: ArraySlice(data))
            case "IEND": sawEnd = true
            default:
                // NB: a lower-case first letter marks an ancillary chunk, safe to skip.
                guard typeBytes.first.map({ $0 & 0x20 != 0 }) ?? false else {
                    throw .unsupportedPNG("the unknown chunk \(printable(type))")
                }
            }
            offset += 12 + length
        }
        return chunks
    }

    /// Checks the zlib wrapper, inflates into `reader` and checks the Adler-32.
    private static func inflate(_ stream: [UInt8], expectedSize: Int, into reader: PNGRowReader)
        throws(ImageDecodingError)
    {
        guard stream.count >= 6 else { throw .truncated("the PNG image data is cut short") }
        let method = stream[0]
        let flags = stream[1]
        guard method & 0x0F == 8, method >> 4 <= 7, (Int(method) << 8 | Int(flags)) % 31 == 0,
            flags & 0x20 == 0
        else { throw .damaged("the PNG image data has a bad zlib header") }
        let whole: Bool
        do {
            whole = try Inflate.decompress(stream[2...], expectedSize: expectedSize) {
                reader.consume($0)
            }
        } catch .truncated, .outputTooSmall {
            throw .truncated("the PNG image data ends early")
        } catch {
            throw .damaged("the PNG image data is not valid compressed data")
        }
        if let failure = reader.failure { throw failure }
        guard whole else { throw .damaged("the PNG image data is not valid compressed data") }
        let stored = readUInt32(stream, stream.count - 4)
        guard reader.adler == stored else {
            throw .damaged("the PNG image data fails its Adler-32 check")
        }
    }

    private static func readUInt32(_ bytes: some RandomAccessCollection<UInt8>, _ offset: Int)
        -> UInt32
    {
        let bytes = { bytes[bytes.index(bytes.startIndex, offsetBy: $0)] }
        return UInt32(bytes(offset)) << 24 | UInt32(bytes(offset + 1)) << 16
            | UInt32(bytes(offset + 2)) << 8 | UInt32(bytes(offset + 3))
    }

    /// A chunk type safe to print: letters only, anything else as `?`.
    private static func printable(_ type: String) -> String {
        "\"" + String(type.map { $0.isASCII && $0.isLetter ? $0 : "?" }) + "\""
    }
}
