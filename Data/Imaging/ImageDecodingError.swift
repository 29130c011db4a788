/// Why a photo could not be decoded, with one sentence a user can act on in ``message``.
public enum ImageDecodingError: Error, Equatable, Sendable {
    /// The bytes are another kind of file; the text names it when it is recognised
    /// ("a HEIC image", "a GIF image") and is "not an image we know" otherwise.
    case unsupportedFormat(String)
    /// A JPEG that uses a feature this decoder refuses: the text names it
    /// ("CMYK colour", "arithmetic coding", "12-bit samples", "lossless coding").
    case unsupportedJPEG(String)
    /// A PNG that uses a feature this decoder refuses (an unknown critical chunk).
    case unsupportedPNG(String)
    /// The stated size is beyond ``ImageLimits/maximumPixels`` or a side is longer than
    /// ``ImageLimits/maximumSide``.
    case tooLarge(width: Int, height: Int)
    /// The data ends before the image does.
    case truncated(String)
    /// The data is malformed; the text names the defect.
    case damaged(String)

    /// One sentence saying what is wrong with the photo and what to do.
    public var message: String {
        switch self {
        case .unsupportedFormat(let kind):
            return "The photo is \(kind), which cannot be used; save it as a JPEG or PNG."
        case .unsupportedJPEG(let feature):
            return "The photo is a JPEG with \(feature), which is not supported; "
                + "save it as a JPEG or PNG again (for example, export it from a photo app)."
        case .unsupportedPNG(let feature):
            return "The photo is a PNG with \(feature), which is not supported; "
                + "save it as a JPEG or PNG again."
        case .tooLarge(let width, let height) where width * height <= ImageLimits.maximumPixels:
            return "The photo is \(width)×\(height) pixels, a side longer than the "
                + "\(ImageLimits.maximumSide) pixels allowed; save a smaller copy as a JPEG or PNG."
        case .tooLarge(let width, let height):
            return "The photo is \(width)×\(height) pixels, more than the "
                + "\(ImageLimits.maximumPixels / 1_000_000) megapixels allowed; "
                + "save a smaller copy as a JPEG or PNG."
        case .truncated(let detail):
            return "The photo file is cut short (\(detail)); copy it again or choose another one."
        case .damaged(let detail):
            return "The photo file is damaged (\(detail)); choose another one or save it again "
                + "as a JPEG or PNG."
        }
    }
}
