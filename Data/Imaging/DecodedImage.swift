/// A decoded photo: `width` × `height` pixels, RGBA with 8 bits per channel, row by row from
/// the top-left corner, upright (any EXIF orientation is already applied).
///
/// Alpha is straight (not premultiplied): a half-transparent red pixel is `FF 00 00 80`.
/// Opaque formats (JPEG, PNG without alpha or `tRNS`) have alpha 255 everywhere.
public struct DecodedImage: Equatable, Sendable {
    /// Width in pixels, at least 1.
    public let width: Int
    /// Height in pixels, at least 1.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, rows top to bottom.
    public let pixels: [UInt8]

    /// Creates an image; `pixels` must hold exactly `width * height * 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The R, G, B, A bytes of the pixel at column `x`, row `y`.
    public func pixel(x: Int, y: Int) -> [UInt8] {
        let start = (y * width + x) * 4
        return Array(pixels[start..<start + 4])
    }
}
