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
    /// The region a decoder made in stored pixels, turned upright by EXIF `orientation`:
    /// `region` is where it lies in the upright photo reduced by `factor` from `storedSize`.
    init(
        stored image: DecodedImage, orientation: Int, region: ImageRegion,
        storedSize: (width: Int, height: Int), factor: Int, memory: DecodeMemory
    ) {
        let upright = ImageOrientation.upright(image, orientation: orientation)
        if (2...8).contains(orientation) { memory.hold(upright.pixels.count) }
        let width = (storedSize.width + factor - 1) / factor
        let height = (storedSize.height + factor - 1) / factor
        let swaps = (5...8).contains(orientation)
        self.init(
            image: upright, x: region.x, y: region.y, fullWidth: swaps ? height : width,
            fullHeight: swaps ? width : height, workingBytes: memory.peak)
    }
}
