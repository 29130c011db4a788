/// Brings the rows of a subsampled JPEG component plane to the full image width, one output
/// row at a time, so no full-size copy of a chroma plane is ever made.
///
/// The common 2:1 cases use libjpeg's "fancy" triangle filter (3/4 of the nearer sample,
/// 1/4 of the farther one, in each subsampled direction), with edge samples repeated; other
/// ratios, and every ratio at 1/8 scale (where libjpeg turns the filter off), repeat each
/// sample, as libjpeg does.
struct JPEGUpsampler {
    let plane: JPEGSamplePlane
    private let factors: (h: Int, v: Int, maxH: Int, maxV: Int)
    private let isDouble: (Bool, Bool)
    private let isSame: (Bool, Bool)

    /// An upsampler for `plane`, sampled at `h`/`maxH` × `v`/`maxV` of the image; `fancy`
    /// turns the triangle filter on for the 2:1 cases.
    init(
        _ plane: JPEGSamplePlane, factors: (h: Int, v: Int, maxH: Int, maxV: Int),
        fancy: Bool = true
    ) {
        self.plane = plane
        self.factors = factors
        isDouble = (
            fancy && factors.h * 2 == factors.maxH, fancy && factors.v * 2 == factors.maxV
        )
        isSame = (factors.h == factors.maxH, factors.v == factors.maxV)
    }

    /// Whether the plane already has the image's size (its rows are used as they are).
    var isFullSize: Bool { isSame == (true, true) }

    /// Writes image row `y` (`width` samples) into `row`.
    func upsample(y: Int, width: Int, into row: UnsafeMutablePointer<UInt8>) {
        switch (isDouble, isSame) {
        case ((true, true), _): doubleBoth(row: row, y: y, width: width)
        case ((true, false), (_, true)): doubleWidth(row: row, y: y, width: width)
        case ((false, true), (true, _)): doubleHeight(row: row, y: y, width: width)
        default:
            let source = plane.row(y * factors.v / factors.maxV)
            for x in 0..<width { row[x] = source[x * factors.h / factors.maxH] }
        }
    }

    /// The other source row a fancy vertical filter blends in for output row `y`.
    @inline(__always)
    private func farRow(_ y: Int) -> Int {
        y & 1 == 0 ? max(y / 2 - 1, 0) : min(y / 2 + 1, plane.height - 1)
    }

    private func doubleWidth(row: UnsafeMutablePointer<UInt8>, y: Int, width: Int) {
        let source = plane.row(y)
        let last = plane.width - 1
        for x in 0..<width {
            let i = x >> 1
            let near = Int(source[i]) * 3
            let value =
                x & 1 == 0
                ? (near + Int(source[max(i - 1, 0)]) + 1) >> 2
                : (near + Int(source[min(i + 1, last)]) + 2) >> 2
            row[x] = UInt8(truncatingIfNeeded: value)
        }
    }

    private func doubleHeight(row: UnsafeMutablePointer<UInt8>, y: Int, width: Int) {
        let near = plane.row(y / 2)
        let far = plane.row(farRow(y))
        let bias = y & 1 == 0 ? 1 : 2
        for x in 0..<width {
            row[x] = UInt8(truncatingIfNeeded: (Int(near[x]) * 3 + Int(far[x]) + bias) >> 2)
        }
    }

    private func doubleBoth(row: UnsafeMutablePointer<UInt8>, y: Int, width: Int) {
        let near = plane.row(y / 2)
        let far = plane.row(farRow(y))
        let last = plane.width - 1
        // Column sums of the vertical filter, carried along: `current` is sample i's.
        var previous = Int(near[0]) * 3 + Int(far[0])
        var current = previous
        var x = 0
        for i in 0...last {
            let nextIndex = min(i + 1, last)
            let next = Int(near[nextIndex]) * 3 + Int(far[nextIndex])
            if x < width {
                row[x] = UInt8(truncatingIfNeeded: (current * 3 + previous + 8) >> 4)
            }
            if x + 1 < width {
                row[x + 1] = UInt8(truncatingIfNeeded: (current * 3 + next + 7) >> 4)
            }
            x += 2
            previous = current
            current = next
        }
    }
}
