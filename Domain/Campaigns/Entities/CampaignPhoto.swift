/// The campaign's photo: a copy kept in the data directory, with its format and pixel size.
public struct CampaignPhoto: Equatable, Sendable {
    /// The copy's file name inside the photos folder (no directories).
    public var fileName: String
    /// The image format of the copy.
    public var format: ImageFormat
    /// Width in pixels.
    public var pixelWidth: Int
    /// Height in pixels.
    public var pixelHeight: Int

    /// Creates a photo reference.
    public init(fileName: String, format: ImageFormat, pixelWidth: Int, pixelHeight: Int) {
        self.fileName = fileName
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}
