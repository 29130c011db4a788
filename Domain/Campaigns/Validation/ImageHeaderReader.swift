import Foundation

/// Reads a photo's format and pixel size from its first bytes, trusting nothing.
///
/// PNG: the 8-byte signature, then the IHDR chunk. JPEG: the SOI marker, then marker segments
/// are walked (each length checked against the bytes left) until a start-of-frame (SOFn)
/// segment gives the size. Truncated, hostile or unknown data gives an error; reading never
/// traps and always ends, because every step moves forward within the buffer.
public enum ImageHeaderReader {
    /// Why a photo's header could not be read.
    public enum ReadError: Error, Equatable, Sendable {
        /// The file is neither PNG nor JPEG.
        case unsupportedFormat
        /// It starts like a PNG or JPEG but the header is cut short or malformed.
        case damaged
        /// The stated size is zero or beyond ``maximumSide`` pixels.
        case unsupportedSize
    }

    /// The largest width or height accepted.
    public static let maximumSide = 30_000

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads the header of `bytes`.
    public static func read(_ bytes: Data) -> Result<ImageHeader, ReadError> {
        let reader = ByteReader(bytes)
        if reader.matches(pngSignature, at: 0) { return readPNG(reader) }
        if reader.byte(at: 0) == 0xFF, reader.byte(at: 1) == 0xD8 { return readJPEG(reader) }
        return .failure(.unsupportedFormat)
    }

    private static func readPNG(_ reader: ByteReader) -> Result<ImageHeader, ReadError> {
        guard reader.uint32(at: 8) == 13, reader.matches(Array("IHDR".utf8), at: 12),
            let width = reader.uint32(at: 16), let height = reader.uint32(at: 20),
            reader.count >= 33
        else { return .failure(.damaged) }
        return header(.png, width: Int(width), height: Int(height))
    }

    private static func readJPEG(_ reader: ByteReader) -> Result<ImageHeader, ReadError> {
        var index = 2
        while true {
            guard reader.byte(at: index) == 0xFF else { return .failure(.damaged) }
            var markerIndex = index + 1
            while reader.byte(at: markerIndex) == 0xFF { markerIndex += 1 }
            guard let marker = reader.byte(at: markerIndex) else { return .failure(.damaged) }
            let segmentStart = markerIndex + 1
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                index = segmentStart
                continue
            }
            if marker == 0xD8 || marker == 0xD9 || marker == 0xDA || marker == 0x00 {
                return .failure(.damaged)
            }
            guard let length = reader.uint16(at: segmentStart), length >= 2 else {
                return .failure(.damaged)
            }
            if isStartOfFrame(marker) {
                guard length >= 7, let height = reader.uint16(at: segmentStart + 3),
                    let width = reader.uint16(at: segmentStart + 5)
                else { return .failure(.damaged) }
                return header(.jpeg, width: Int(width), height: Int(height))
            }
            index = segmentStart + Int(length)
        }
    }

    private static func isStartOfFrame(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }

    private static func header(_ format: ImageFormat, width: Int, height: Int)
        -> Result<ImageHeader, ReadError>
    {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            return .failure(.unsupportedSize)
        }
        return .success(ImageHeader(format: format, width: width, height: height))
    }
}

/// Bounds-checked big-endian reads from a `Data` that may be a slice.
private struct ByteReader {
    let bytes: Data

    init(_ bytes: Data) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    func byte(at offset: Int) -> UInt8? {
        guard offset >= 0, offset < bytes.count else { return nil }
        return bytes[bytes.startIndex + offset]
    }

    func uint16(at offset: Int) -> UInt16? {
        guard let high = byte(at: offset), let low = byte(at: offset + 1) else { return nil }
        return UInt16(high) << 8 | UInt16(low)
    }

    func uint32(at offset: Int) -> UInt32? {
        guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    func matches(_ expected: [UInt8], at offset: Int) -> Bool {
        expected.enumerated().allSatisfy { byte(at: offset + $0) == $1 }
    }
}
