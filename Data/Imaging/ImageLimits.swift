/// The sizes the photo decoders accept, checked before any pixel buffer is allocated.
///
/// A header may claim any size; these caps turn a hostile or absurd one (60000×60000) into
/// ``ImageDecodingError/tooLarge(width:height:)`` instead of an out-of-memory kill.
public enum ImageLimits {
    /// The most pixels (width × height) a decoded photo may have: 50 megapixels.
    public static let maximumPixels = 50_000_000
    /// The longest side a photo may have: 30000 pixels, as the campaign form's header check.
    ///
    /// NB: checked from the header with the pixel cap, so a 1×50,000,000 PNG (within the pixel
    /// cap) is refused before its first row is inflated.
    public static let maximumSide = 30_000
    /// The most samples one JPEG component buffer may hold, padding to whole blocks included.
    public static let maximumComponentSamples = 56_000_000
    /// The most scans a JPEG may have; the next one is refused before it is decoded.
    ///
    /// NB: an encoder's progressive script has about ten scans (libjpeg's default has ten,
    /// mozjpeg's rarely twenty); the cap is libjpeg-turbo's customary scan limit, so a file of
    /// thousands of tiny scans fails at once instead of after each has been parsed.
    public static let maximumJPEGScans = 1_000
    /// How often, on average, each coefficient of a JPEG may be decoded over all its scans.
    ///
    /// NB: the standard lets a coefficient appear in one first scan and then one refinement
    /// per bit of its successive approximation (Al ≤ 13, ITU T.81 G.1.1.1.2): at most 14
    /// times. So the Huffman work of any conforming file is at most 14 × 64 coefficients per
    /// block, proportional to the pixel count, and a scan that would pass that is refused
    /// before it is decoded (a "scan bomb" repeats refinement scans to burn time).
    public static let maximumCoefficientPasses = 14

    /// Throws ``ImageDecodingError/tooLarge(width:height:)`` unless the size is within caps.
    static func check(width: Int, height: Int) throws(ImageDecodingError) {
        guard width > 0, height > 0 else {
            throw .damaged("the header gives a size of \(width)×\(height) pixels")
        }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels
        else { throw .tooLarge(width: width, height: height) }
    }
}
