/// Brings a subsampled JPEG component plane to the full image size.
///
/// The common 2:1 cases use libjpeg's "fancy" triangle filter (3/4 of the nearer sample,
/// 1/4 of the farther one, in each subsampled direction), with edge samples repeated; other
/// ratios repeat each sample, as libjpeg does.
enum JPEGUpsampler {
    /// A plane of samples: `stride` bytes per row, `width` × `height` of them meaningful.
    struct Plane {
        var samples: [UInt8]
        var stride: Int
        var width: Int
        var height: Int
    }

    /// `plane`, sampled at `horizontal`/`maxH` × `vertical`/`maxV` of the image, at
    /// `width` × `height`.
    static func upsample(
        _ plane: Plane, factors: (h: Int, v: Int, maxH: Int, maxV: Int), width: Int, height: Int
    ) -> Plane {
        var output = [UInt8](repeating: 0, count: width * height)
        let isDouble = (factors.h * 2 == factors.maxH, factors.v * 2 == factors.maxV)
        let isSame = (factors.h == factors.maxH, factors.v == factors.maxV)
        plane.samples.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                let input = Input(source: source, plane: plane)
                for y in 0..<height {
                    let row = target.baseAddress! + y * width
                    switch (isDouble, isSame) {
                    case ((true, true), _): input.doubleBoth(row: row, y: y, width: width)
                    case ((true, false), (_, true)): input.doubleWidth(row: row, y: y, width: width)
                    case ((false, true), (true, _)):
                        input.doubleHeight(row: row, y: y, width: width)
                    default:
                        let sourceRow = y * factors.v / factors.maxV
                        for x in 0..<width {
                            row[x] = input.at(x * factors.h / factors.maxH, sourceRow)
                        }
                    }
                }
            }
        }
        return Plane(samples: output, stride: width, width: width, height: height)
    }

    /// Read access to the subsampled plane with edge clamping.
    private struct Input {
        let source: UnsafeBufferPointer<UInt8>
        let plane: Plane

        @inline(__always)
        func at(_ x: Int, _ y: Int) -> UInt8 { source[y * plane.stride + x] }

        @inline(__always)
        func int(_ x: Int, _ y: Int) -> Int { Int(source[y * plane.stride + x]) }

        /// The other source row a fancy vertical filter blends in for output row `y`.
        @inline(__always)
        func farRow(_ y: Int) -> Int {
            y & 1 == 0 ? max(y / 2 - 1, 0) : min(y / 2 + 1, plane.height - 1)
        }

        func doubleWidth(row: UnsafeMutablePointer<UInt8>, y: Int, width: Int) {
            let last = plane.width - 1
            for x in 0..<width {
                let i = x >> 1
                let near = int(i, y) * 3
                let value =
                    x & 1 == 0
                    ? (near + int(max(i - 1, 0), y) + 1) >> 2
                    : (near + int(min(i + 1, last), y) + 2) >> 2
                row[x] = UInt8(truncatingIfNeeded: value)
            }
        }

        func doubleHeight(row: UnsafeMutablePointer<UInt8>, y: Int, width: Int) {
            let near = y / 2
            let far = farRow(y)
            let bias = y & 1 == 0 ? 1 : 2
            for x in 0..<width {
                row[x] = UInt8(truncatingIfNeeded: (int(x, near) * 3 + int(x, far) + bias) >> 2)
            }
        }

        func doubleBoth(row: UnsafeMutablePointer<UInt8>, y: Int, width: Int) {
            let near = y / 2
            let far = farRow(y)
            let last = plane.width - 1
            func columnSum(_ i: Int) -> Int { int(i, near) * 3 + int(i, far) }
            for x in 0..<width {
                let i = x >> 1
                let value =
                    x & 1 == 0
                    ? (columnSum(i) * 3 + columnSum(max(i - 1, 0)) + 8) >> 4
                    : (columnSum(i) * 3 + columnSum(min(i + 1, last)) + 7) >> 4
                row[x] = UInt8(truncatingIfNeeded: value)
            }
        }
    }
}
