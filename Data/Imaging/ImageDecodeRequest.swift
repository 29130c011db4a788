/// What one decode keeps: the box the whole upright photo must still cover, which sets how
/// far it is reduced, and the region of the upright photo that is wanted.
struct ImageDecodeRequest {
    /// The upright pixel box to cover with the aspect kept; nil keeps the full size.
    var box: (width: Int, height: Int)?
    /// Given the upright size, the region wanted in upright full-size pixels; nil keeps all.
    var region: ((_ width: Int, _ height: Int) -> ImageRegion)?
    /// Whether the region is then scaled down to the smallest size that covers the box, on
    /// the whole photo's grid (before it is turned upright).
    var scalesToBox = false

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
        return (upright, upright.stored(orientation: orientation, in: reducedWidth, reducedHeight))
    }
}
