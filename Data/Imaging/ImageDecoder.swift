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
        try decode(bytes, .whole).image
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
        try decode(bytes, ImageDecodeRequest(box: (width, height), region: nil)).image
    }

    /// Decodes only the part of `bytes` a frame shows: reduced as
    /// ``decode(_:covering:_:)`` reduces it for a `width` × `height` box, and of that only
    /// the pixels of the region `region` returns for the photo's upright full size (clamped
    /// to the photo, at least one pixel).
    ///
    /// Every byte of the file is still read and checked (each row inflated and unfiltered,
    /// each JPEG block's code read), but only the region is transformed, upsampled and kept:
    /// a 1666×30000 photo that fills a square frame keeps about 1666×1666 pixels. A JPEG
    /// region equals the same pixels of a whole decode exactly; so does a PNG region.
    ///
    /// - Throws: ``ImageDecodingError`` naming what is wrong and what to do.
    public static func decode(
        _ bytes: [UInt8], covering width: Int, _ height: Int,
        within region: (_ width: Int, _ height: Int) -> ImageRegion
    ) throws(ImageDecodingError) -> DecodedRegion {
        try withoutActuallyEscaping(region) { region throws(ImageDecodingError) in
            try decode(bytes, ImageDecodeRequest(box: (width, height), region: region))
        }
    }

    /// Decodes the bytes of a file; see ``decode(_:)-([UInt8])``.
    public static func decode(_ data: Data) throws(ImageDecodingError) -> DecodedImage {
        try decode(data, .whole).image
    }

    /// Decodes the part of a file's bytes a frame shows, reading them in place; see
    /// ``decode(_:covering:_:within:)-([UInt8],_,_,_)``.
    ///
    /// - Throws: ``ImageDecodingError`` naming what is wrong and what to do.
    public static func decode(
        _ data: Data, covering width: Int, _ height: Int,
        within region: (_ width: Int, _ height: Int) -> ImageRegion
    ) throws(ImageDecodingError) -> DecodedRegion {
        try withoutActuallyEscaping(region) { region throws(ImageDecodingError) in
            try decode(data, ImageDecodeRequest(box: (width, height), region: region))
        }
    }

    /// Decodes the part of a file's bytes a frame shows, as
    /// ``decode(_:covering:_:within:)-(Data,_,_,_)`` does, then scales it down to the smallest
    /// size that covers the `width` × `height` box with the aspect kept (never up), on the whole
    /// photo's pixel grid: the same pixels as scaling the whole photo and cutting the region
    /// out (to ±1 when the photo is stored turned; the region is scaled before it is turned,
    /// so the turn copies the small result). ``DecodedRegion/fullWidth`` and
    /// ``DecodedRegion/fullHeight`` give the whole photo at that scale.
    ///
    /// - Throws: ``ImageDecodingError`` naming what is wrong and what to do.
    public static func decode(
        _ data: Data, scaledToCover width: Int, _ height: Int,
        within region: (_ width: Int, _ height: Int) -> ImageRegion
    ) throws(ImageDecodingError) -> DecodedRegion {
        try withoutActuallyEscaping(region) { region throws(ImageDecodingError) in
            try decode(
                data,
                ImageDecodeRequest(box: (width, height), region: region, scalesToBox: true))
        }
    }

    static func decode(_ data: Data, _ request: ImageDecodeRequest)
        throws(ImageDecodingError) -> DecodedRegion
    {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(ImageDecodingError) in
                try decode(raw.bindMemory(to: UInt8.self), request)
            }
        }
        return try result.get()
    }

    static func decode(_ bytes: [UInt8], _ request: ImageDecodeRequest)
        throws(ImageDecodingError) -> DecodedRegion
    {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(ImageDecodingError) in try decode(buffer, request) }
        }
        return try result.get()
    }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ request: ImageDecodeRequest)
        throws(ImageDecodingError) -> DecodedRegion
    {
        if bytes.starts(with: PNGDecoder.signature) {
            return try PNGDecoder.decode(bytes, request)
        }
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
            return try JPEGDecoder.decode(bytes, request)
        }
        throw .unsupportedFormat(ImageFormatSniffer.kind(of: Array(bytes.prefix(64))))
    }
}
