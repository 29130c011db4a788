import Foundation

/// The one entry point for photos: recognises PNG and JPEG by their signatures, decodes them
/// to RGBA8 and applies the EXIF orientation, so the result is upright.
///
/// Other formats are named in the error (HEIC, GIF, WebP, TIFF, BMP). Decoding is synchronous
/// and pure; it never traps and always ends, and it allocates nothing before the size has
/// passed ``ImageLimits``.
public enum ImageDecoder {
    /// Decodes `bytes`.
    ///
    /// - Throws: ``ImageDecodingError`` naming what is wrong and what to do.
    public static func decode(_ bytes: [UInt8]) throws(ImageDecodingError) -> DecodedImage {
        if bytes.starts(with: PNGDecoder.signature) {
            let (image, orientation) = try PNGDecoder.decode(bytes)
            return ImageOrientation.upright(image, orientation: orientation)
        }
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
            let (image, orientation) = try JPEGDecoder.decode(bytes)
            return ImageOrientation.upright(image, orientation: orientation)
        }
        throw .unsupportedFormat(ImageFormatSniffer.kind(of: bytes))
    }

    /// Decodes the bytes of a file; see ``decode(_:)-([UInt8])``.
    public static func decode(_ data: Data) throws(ImageDecodingError) -> DecodedImage {
        try decode([UInt8](data))
    }
}
