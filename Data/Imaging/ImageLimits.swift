/// The sizes the photo decoders accept, checked before any pixel buffer is allocated.
///
/// A header may claim any size; these caps turn a hostile or absurd one (60000×60000) into
/// ``ImageDecodingError/tooLarge(width:height:)`` instead of an out-of-memory kill.
public enum ImageLimits {
    /// The most pixels (width × height) a decoded photo may have: 50 megapixels.
    public static let maximumPixels = 50_000_000
    /// The most samples one JPEG component buffer may hold, padding to whole blocks included.
    public static let maximumComponentSamples = 56_000_000

    /// Throws ``ImageDecodingError/tooLarge(width:height:)`` unless the size is within caps.
    static func check(width: Int, height: Int) throws(ImageDecodingError) {
        guard width > 0, height > 0 else {
            throw .damaged("the header gives a size of \(width)×\(height) pixels")
        }
        guard width <= maximumPixels, height <= maximumPixels, width * height <= maximumPixels
        else { throw .tooLarge(width: width, height: height) }
    }
}
