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
        try decode(bytes, box: nil)
    }

    /// Decodes `bytes` for drawing over a `width` × `height` pixel box with the aspect kept
    /// (the box is covered, as "aspect fill" does): a JPEG at least twice as large as that
    /// needs is decoded at 1/2, 1/4 or 1/8 of its size in the DCT domain (libjpeg's
    /// `scale_denom`), several times faster and in a fraction of the memory; the result is
    /// never smaller than the box needs, so a resampler brings it to the exact size. A PNG is
    /// reduced row by row as it is inflated, by the largest whole factor up to 16 that still
    /// covers the box, so memory follows the output (16-bit and Adam7 included). Both sides
    /// are in upright pixels.
    ///
    /// - Throws: ``ImageDecodingError`` naming what is wrong and what to do.
    public static func decode(_ bytes: [UInt8], covering width: Int, _ height: Int)
        throws(ImageDecodingError) -> DecodedImage
    {
        try decode(bytes, box: (width, height))
    }

    /// Decodes the bytes of a file; see ``decode(_:)-([UInt8])``.
    public static func decode(_ data: Data) throws(ImageDecodingError) -> DecodedImage {
        try decode([UInt8](data))
    }

    private static func decode(_ bytes: [UInt8], box: (width: Int, height: Int)?)
        throws(ImageDecodingError) -> DecodedImage
    {
        if bytes.starts(with: PNGDecoder.signature) {
            let (image, orientation) = try PNGDecoder.decode(bytes, covering: box)
            return ImageOrientation.upright(image, orientation: orientation)
        }
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
            let (image, orientation) = try JPEGDecoder.decode(bytes, covering: box)
            return ImageOrientation.upright(image, orientation: orientation)
        }
        throw .unsupportedFormat(ImageFormatSniffer.kind(of: bytes))
    }
}
