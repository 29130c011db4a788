import RasterKit

/// The part of a photo a loader kept for a poster: its pixels and where they lie in the
/// whole photo.
public struct PosterPhoto: Sendable {
    /// The kept pixels, upright and premultiplied.
    public let image: RasterImage
    /// The whole photo's width, in the units ``region`` is given in.
    public let width: Double
    /// The whole photo's height, in the units ``region`` is given in.
    public let height: Double
    /// Where ``image`` lies in the whole photo: its left, top, width and height.
    public let region: (x: Double, y: Double, width: Double, height: Double)

    /// The whole photo as `image`.
    public init(whole image: RasterImage) {
        self.init(
            image: image, width: Double(image.width), height: Double(image.height),
            region: (0, 0, Double(image.width), Double(image.height)))
    }

    /// `image` standing for `region` of a photo `width` × `height`.
    public init(
        image: RasterImage, width: Double, height: Double,
        region: (x: Double, y: Double, width: Double, height: Double)
    ) {
        self.image = image
        self.width = width
        self.height = height
        self.region = region
    }

    /// Canvas units per kept pixel and the kept pixels' top-left corner, for a photo placed by
    /// `geometry` (computed for the whole photo's ``width`` and ``height``).
    func placement(in geometry: PosterPhotoGeometry) -> (
        scaleX: Double, scaleY: Double, x: Double, y: Double
    ) {
        let unitsX = geometry.drawnWidth / max(width, 1e-9)
        let unitsY = geometry.drawnHeight / max(height, 1e-9)
        return (
            unitsX * region.width / Double(max(image.width, 1)),
            unitsY * region.height / Double(max(image.height, 1)),
            geometry.drawnX + region.x * unitsX, geometry.drawnY + region.y * unitsY
        )
    }
}
