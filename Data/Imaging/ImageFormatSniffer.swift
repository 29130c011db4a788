/// Names the formats a user might pick instead of a PNG or JPEG, from their first bytes.
enum ImageFormatSniffer {
    /// "a HEIC image", "a GIF image", … or "not a PNG or JPEG image" when unknown.
    static func kind(of bytes: [UInt8]) -> String {
        func ascii(_ range: Range<Int>) -> String {
            guard range.upperBound <= bytes.count else { return "" }
            return String(decoding: bytes[range], as: UTF8.self)
        }
        if ascii(4..<8) == "ftyp" {
            switch ascii(8..<12) {
            case "avif", "avis": return "an AVIF image"
            case "heic", "heix", "hevc", "heim", "heis", "mif1", "msf1": return "a HEIC image"
            default: return "a video or HEIF file"
            }
        }
        if ascii(0..<4) == "GIF8" { return "a GIF image" }
        if ascii(0..<4) == "RIFF", ascii(8..<12) == "WEBP" { return "a WebP image" }
        if ascii(0..<4) == "II*\0" || ascii(0..<4) == "MM\0*" { return "a TIFF image" }
        if ascii(0..<2) == "BM" { return "a BMP image" }
        if bytes.starts(with: [0xFF, 0x4F, 0xFF, 0x51]) || ascii(4..<8) == "jP  " {
            return "a JPEG 2000 image"
        }
        if bytes.isEmpty { return "an empty file" }
        return "not a PNG or JPEG image"
    }
}
