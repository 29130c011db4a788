import Foundation

/// Whether a photo file is whole, not just well begun: the one place that decides it.
///
/// For now a structural check: a PNG's chunks must walk, each length within the bytes left,
/// to an `IEND` chunk; a JPEG must end with the EOI marker (`FF D9`, trailing zero padding
/// allowed). NB: issue #9's decoders will replace this function with a full decode; callers
/// need not change.
public enum ImageCompleteness {
    /// True when `bytes` in `format` is a complete image file.
    public static func isComplete(_ bytes: Data, format: ImageFormat) -> Bool {
        switch format {
        case .png: pngEndsWithIEND(Array(bytes))
        case .jpeg: jpegEndsWithEOI(Array(bytes))
        }
    }

    private static func pngEndsWithIEND(_ bytes: [UInt8]) -> Bool {
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

    private static func jpegEndsWithEOI(_ bytes: [UInt8]) -> Bool {
        guard let last = bytes.lastIndex(where: { $0 != 0 }), last >= 3 else { return false }
        return bytes[last - 1] == 0xFF && bytes[last] == 0xD9
    }
}
