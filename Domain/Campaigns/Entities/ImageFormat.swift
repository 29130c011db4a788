/// The photo formats a poster can embed, recognised by their magic bytes.
public enum ImageFormat: String, CaseIterable, Equatable, Sendable {
    /// PNG.
    case png
    /// JPEG.
    case jpeg

    /// The MIME type used in the poster's data URI.
    public var mimeType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        }
    }

    /// The file extension of stored copies, without the dot.
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpg"
        }
    }
}

/// What a photo's header says: its format and pixel size.
public struct ImageHeader: Equatable, Sendable {
    /// The image format.
    public var format: ImageFormat
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a header description.
    public init(format: ImageFormat, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }
}
