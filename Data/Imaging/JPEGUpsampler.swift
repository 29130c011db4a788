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
        // NB: eight source samples (sixteen outputs) at a time in 16-bit lanes, away from
        // the edges; each output pair is stored as one little-endian 16-bit word.
        @inline(__always) func columns(_ i: Int) -> SIMD8<UInt16> {
            let n = near + i
            let f = far + i
            return SIMD8(
                UInt16(n[0]), UInt16(n[1]), UInt16(n[2]), UInt16(n[3]), UInt16(n[4]),
                UInt16(n[5]), UInt16(n[6]), UInt16(n[7])) &* 3
                &+ SIMD8(
                    UInt16(f[0]), UInt16(f[1]), UInt16(f[2]), UInt16(f[3]), UInt16(f[4]),
                    UInt16(f[5]), UInt16(f[6]), UInt16(f[7]))
        }
        // Outputs 2i and 2i + 1 for the samples in `range`, one at a time (edges repeat).
        func oneByOne(_ range: ClosedRange<Int>) {
            @inline(__always) func sum(_ i: Int) -> Int {
                let clamped = min(max(i, 0), last)
                return Int(near[clamped]) * 3 + Int(far[clamped])
            }
            var previous = sum(range.lowerBound - 1)
            var current = sum(range.lowerBound)
            var x = 2 * range.lowerBound
            for i in range {
                let next = sum(i + 1)
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
        var i = 0
        if last >= 10 {
            oneByOne(0...0)
            i = 1
            while i + 8 <= last, 2 * (i + 8) <= width {
                let centre = columns(i) &* 3
                let even = (centre &+ columns(i - 1) &+ 8) &>> 4
                let odd = (centre &+ columns(i + 1) &+ 7) &>> 4
                UnsafeMutableRawPointer(row + 2 * i).storeBytes(
                    of: even | odd &<< 8, as: SIMD8<UInt16>.self)
                i += 8
            }
        }
        oneByOne(i...last)
    }
}
