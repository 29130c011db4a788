/// Part of a photo decoded for drawing: the pixels of one region of the upright photo, seen
/// at the size the decoder chose for the box it covers, and where that region lies.
///
/// A photo drawn into a frame needs only the part the frame shows; a 1666×30000 photo that
/// fills a square frame shows a 1666×1666 band of it, so that band is all that is kept.
public struct DecodedRegion: Equatable, Sendable {
    /// The region's pixels, upright (RGBA8, straight alpha).
    public let image: DecodedImage
    /// The column of the whole photo, at the decoded size, where ``image`` starts.
    public let x: Int
    /// The row of the whole photo, at the decoded size, where ``image`` starts.
    public let y: Int
    /// The whole photo's upright width at the decoded size.
    public let fullWidth: Int
    /// The whole photo's upright height at the decoded size.
    public let fullHeight: Int
    /// The most bytes the decode held at once for rows, coefficients, sample planes and
    /// pixels (the file's own bytes aside): what its memory follows.
    public let workingBytes: Int
}

extension DecodedRegion {
    /// The region a decoder made in stored pixels (`image`, the pixels `stored` of the photo
    /// stored `storedSize` reduced by `factor`), scaled to cover `request`'s box when it asks
    /// so, and turned upright by EXIF `orientation`; `region` is where the reduced pixels lie
    /// in the upright photo.
    ///
    /// NB: scaled before it is turned upright, so the turn copies the small result, not the
    /// region as decoded.
    init(
        stored image: DecodedImage, orientation: Int, region: ImageRegion,
        storedSize: (width: Int, height: Int), factor: Int, request: ImageDecodeRequest,
        memory: DecodeMemory
    ) {
        let swaps = (5...8).contains(orientation)
        let reduced = (
            width: (storedSize.width + factor - 1) / factor,
            height: (storedSize.height + factor - 1) / factor
        )
        let full = swaps ? (width: reduced.height, height: reduced.width) : reduced
        var (kept, place, size) = (image, region, full)
        if request.scalesToBox, let box = request.box,
            let scaling = BoxScaling(full: full, region: region, box: box)
        {
            let target = swaps ? (scaling.target.height, scaling.target.width) : scaling.target
            let wanted = scaling.region.stored(orientation: orientation, in: target.0, target.1)
            let storedRegion = region.stored(
                orientation: orientation, in: reduced.width, reduced.height)
            kept = ImageResampler.scale(
                image, at: (storedRegion.x, storedRegion.y), of: reduced, to: target,
                keeping: wanted.x..<wanted.x + wanted.width,
                wanted.y..<wanted.y + wanted.height)
            memory.hold(kept.pixels.count)
            (place, size) = (scaling.region, scaling.target)
        }
        let upright = ImageOrientation.upright(kept, orientation: orientation)
        if (2...8).contains(orientation) { memory.hold(upright.pixels.count) }
        self.init(
            image: upright, x: place.x, y: place.y, fullWidth: size.width,
            fullHeight: size.height, workingBytes: memory.peak)
    }
}
