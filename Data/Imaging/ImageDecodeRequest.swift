/// What one decode keeps: the box the whole upright photo must still cover, which sets how
/// far it is reduced, and the region of the upright photo that is wanted.
struct ImageDecodeRequest {
    /// The upright pixel box to cover with the aspect kept; nil keeps the full size.
    var box: (width: Int, height: Int)?
    /// Given the upright size, the region wanted in upright full-size pixels; nil keeps all.
    var region: ((_ width: Int, _ height: Int) -> ImageRegion)?

    /// Keeps the whole photo at full size.
    static var whole: ImageDecodeRequest { ImageDecodeRequest(box: nil, region: nil) }

    /// The wanted region of a photo stored `width` × `height` with EXIF `orientation`,
    /// decoded at 1/`factor`: in upright pixels of the reduced photo, and the same pixels in
    /// stored pixels of the reduced photo (what a decoder walks).
    func regions(width: Int, height: Int, orientation: Int, factor: Int)
        -> (upright: ImageRegion, stored: ImageRegion)
    {
        let swaps = (5...8).contains(orientation)
        let (uprightWidth, uprightHeight) = swaps ? (height, width) : (width, height)
        let (reducedWidth, reducedHeight) = (
            (width + factor - 1) / factor, (height + factor - 1) / factor
        )
        let (uprightReducedWidth, uprightReducedHeight) =
            swaps ? (reducedHeight, reducedWidth) : (reducedWidth, reducedHeight)
        let wanted =
            region?(uprightWidth, uprightHeight)
            ?? .whole(width: uprightWidth, height: uprightHeight)
        let upright = wanted.clamped(width: uprightWidth, height: uprightHeight)
            .reduced(by: factor, width: uprightReducedWidth, height: uprightReducedHeight)
        let first = ImageOrientation.sourcePoint(
            upright.x, upright.y, orientation, reducedWidth, reducedHeight)
        let last = ImageOrientation.sourcePoint(
            upright.x + upright.width - 1, upright.y + upright.height - 1, orientation,
            reducedWidth, reducedHeight)
        let stored = ImageRegion(
            x: min(first.0, last.0), y: min(first.1, last.1),
            width: abs(last.0 - first.0) + 1, height: abs(last.1 - first.1) + 1)
        return (upright, stored)
    }
}
