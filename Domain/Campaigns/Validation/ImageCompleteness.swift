import Foundation

/// Whether a photo file is whole, not just well begun: the one place that decides it.
///
/// For now a structural check: a PNG's chunks must walk, each length within the bytes left,
/// to an `IEND` chunk; a JPEG's marker segments and scan data must walk to the EOI marker
/// (`FF D9`). Whatever follows EOI is not the image's: Pixel and Samsung "motion photos"
/// append an MP4 there, other cameras a maker trailer or zero padding. NB: the photo is also
/// decoded whole (`PhotoDecodeCheck`) before it is stored; this stays the Domain's own rule.
public enum ImageCompleteness {
    /// True when `bytes` in `format` is a complete image file.
    public static func isComplete(_ bytes: Data, format: ImageFormat) -> Bool {
        // NB: read in place: a photo may be 20 MB, and the form checks it more than once.
        bytes.withUnsafeBytes { bytes in
            switch format {
            case .png: pngEndsWithIEND(bytes)
            case .jpeg: jpegEndsWithEOI(bytes)
            }
        }
    }

    private static func pngEndsWithIEND(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16
                | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = bytes[(offset + 4)..<(offset + 8)]
            let next = offset + 12 + length
            guard next <= bytes.count else { return false }
            if type.elementsEqual("IEND".utf8) { return true }
            offset = next
        }
        return false
    }

    private static func jpegEndsWithEOI(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return false }
        var offset = 2
        while offset + 1 < bytes.count {
            guard bytes[offset] == 0xFF else { return false }
            let marker = bytes[offset + 1]
            switch marker {
            case 0xD9: return true
            case 0xFF:
                offset += 1  // NB: fill bytes before a marker.
                continue
            case 0x01, 0xD0...0xD7:
                offset += 2
                continue
            default: break
            }
            guard offset + 3 < bytes.count else { return false }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2 else { return false }
            offset += 2 + length
            if marker == 0xDA { offset = endOfScanData(bytes, from: offset) }
        }
        return false
    }

    /// Where the entropy-coded data starting at `offset` ends: the next `FF` that is neither a
    /// stuffed zero (`FF 00`) nor a restart marker (`FF D0`–`FF D7`), or the end of the bytes.
    private static func endOfScanData(_ bytes: UnsafeRawBufferPointer, from offset: Int) -> Int {
        var index = offset
        while index + 1 < bytes.count {
            if bytes[index] == 0xFF {
                let next = bytes[index + 1]
                if next != 0x00, next != 0xFF, !(0xD0...0xD7).contains(next) { return index }
            }
            index += 1
        }
        return bytes.count
    }
}
