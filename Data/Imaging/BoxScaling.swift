/// How a region decoded at a whole-factor reduction is scaled down to the smallest size that
/// still covers the box (aspect kept), on the whole photo's grid: the whole photo's size at
/// that scale, and the pixels of it the region gives (those whose whole filter falls inside
/// it, or past the photo's own edges only, so each is what scaling the whole photo gives).
struct BoxScaling {
    /// The whole upright photo at the scaled size.
    let target: (width: Int, height: Int)
    /// The region's pixels in the scaled whole photo.
    let region: ImageRegion

    /// The scaling of `region` (pixels of the upright photo of `full` pixels) for `box`; nil
    /// when the photo is no larger than the box needs (it is never enlarged).
    init?(full: (width: Int, height: Int), region: ImageRegion, box: (width: Int, height: Int)) {
        let factor = max(
            Double(box.width) / Double(full.width), Double(box.height) / Double(full.height))
        guard factor < 1 else { return nil }
        target = (
            min(full.width, Int((Double(full.width) * factor).rounded(.up))),
            min(full.height, Int((Double(full.height) * factor).rounded(.up)))
        )
        let columns = Self.covering(
            region.x..<region.x + region.width, of: full.width, into: target.width)
        let rows = Self.covering(
            region.y..<region.y + region.height, of: full.height, into: target.height)
        self.region = ImageRegion(
            x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
    }

    /// The pixels of a row of `source` pixels scaled to `target` whose filter taps (those of
    /// ``ImageResampler``: `ratio` source pixels either side of the centre, at least one) all
    /// fall in `kept`, or past the row's own ends; at least one.
    private static func covering(_ kept: Range<Int>, of source: Int, into target: Int)
        -> Range<Int>
    {
        let ratio = Double(source) / Double(target)
        let support = max(ratio, 1)
        // NB: pixel p's centre is (p + 0.5)·ratio − 0.5 and its taps lie strictly within
        // `support` of it; a hair of slack absorbs rounding.
        let lowest = (Double(kept.lowerBound) - 0.5 + support) / ratio - 0.5
        let highest = (Double(kept.upperBound) - support + 0.5) / ratio - 0.5
        let first =
            kept.lowerBound <= 0 ? 0 : min(max(Int((lowest - 1e-6).rounded(.up)), 0), target - 1)
        let end =
            kept.upperBound >= source
            ? target : min(max(Int((highest + 1e-6).rounded(.down)) + 1, first + 1), target)
        return first..<max(end, first + 1)
    }
}
