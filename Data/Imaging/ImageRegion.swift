/// A rectangle of an image's pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct ImageRegion: Equatable, Sendable {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// Columns in the region.
    public var width: Int
    /// Rows in the region.
    public var height: Int

    /// Creates a region; nothing is checked until it is clamped to an image.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The whole of a `width` × `height` image.
    public static func whole(width: Int, height: Int) -> ImageRegion {
        ImageRegion(x: 0, y: 0, width: width, height: height)
    }

    /// The part of the region inside a `width` × `height` image, at least one pixel: a
    /// region wholly outside keeps the image's nearest pixel.
    func clamped(width: Int, height: Int) -> ImageRegion {
        let left = min(max(x, 0), width - 1)
        let top = min(max(y, 0), height - 1)
        let right = min(max(x &+ max(self.width, 0), left + 1), width)
        let bottom = min(max(y &+ max(self.height, 0), top + 1), height)
        return ImageRegion(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The region seen at 1/`factor` of the size: every pixel it touches, rounded outwards,
    /// clamped to an image of `width` × `height` pixels at that size.
    func reduced(by factor: Int, width: Int, height: Int) -> ImageRegion {
        let left = x / factor
        let top = y / factor
        let right = (x + self.width + factor - 1) / factor
        let bottom = (y + self.height + factor - 1) / factor
        return ImageRegion(x: left, y: top, width: right - left, height: bottom - top)
            .clamped(width: width, height: height)
    }

    /// The same pixels in a stored image of `width` × `height` that EXIF `orientation` turns
    /// upright (this region being in the upright image).
    func stored(orientation: Int, in width: Int, _ height: Int) -> ImageRegion {
        let first = ImageOrientation.sourcePoint(x, y, orientation, width, height)
        let last = ImageOrientation.sourcePoint(
            x + self.width - 1, y + self.height - 1, orientation, width, height)
        return ImageRegion(
            x: min(first.0, last.0), y: min(first.1, last.1),
            width: abs(last.0 - first.0) + 1, height: abs(last.1 - first.1) + 1)
    }
}
