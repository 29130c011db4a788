/// Collects a PNG's RGBA8 rows, in any order (Adam7 passes included), into one region of the
/// image at 1/`factor` of its size: each output pixel is the rounded mean of a `factor` ×
/// `factor` cell (smaller at the right and bottom edges). Only the cells of the region are
/// kept, so memory follows the region, not the image.
///
/// NB: straight (not premultiplied) channels are averaged, as a PNG's pixels arrive; a photo
/// rarely has alpha, and the poster's resampler premultiplies before it scales further.
struct PNGImageAccumulator {
    /// The largest reduction: 16 × 16 cells of 8-bit values still sum within `UInt16`.
    static let maximumFactor = 16

    let width: Int
    let height: Int
    let factor: Int
    /// The cells kept, in cells of the reduced image.
    let region: ImageRegion
    /// Pixels (factor 1), or one `UInt16` sum per channel of each cell, of the region.
    private var pixels: [UInt8] = []
    private var sums: [UInt16] = []
    /// The image columns whose cells the region keeps.
    private let columns: Range<Int>

    /// An accumulator for a `width` × `height` image reduced by `factor`, keeping `region`
    /// (cells of the reduced image, already within it); the bytes it holds go to `memory`.
    init(width: Int, height: Int, factor: Int, region: ImageRegion, memory: DecodeMemory) {
        self.width = width
        self.height = height
        self.factor = factor
        self.region = region
        columns = region.x * factor..<min((region.x + region.width) * factor, width)
        let cells = region.width * region.height * 4
        if factor == 1 {
            pixels = [UInt8](repeating: 0, count: cells)
            memory.hold(cells)
        } else {
            sums = [UInt16](repeating: 0, count: cells)
            memory.hold(cells * 2)
        }
    }

    /// The largest factor up to ``maximumFactor`` that keeps a `width` × `height` image at
    /// least `box` large (1 without a box).
    static func factor(width: Int, height: Int, covering box: (width: Int, height: Int)?) -> Int {
        guard let box else { return 1 }
        return (1...maximumFactor).last {
            (width + $0 - 1) / $0 >= box.width && (height + $0 - 1) / $0 >= box.height
        } ?? 1
    }

    /// Whether image row `y` falls in the region (other rows need not be expanded).
    func keeps(row y: Int) -> Bool {
        let cell = y / factor - region.y
        return cell >= 0 && cell < region.height
    }

    /// Adds `count` RGBA8 pixels of image row `y`, the first at column `x`, then every `dx`;
    /// pixels outside the region are passed over.
    mutating func add(_ row: UnsafePointer<UInt8>, count: Int, y: Int, x: Int, dx: Int) {
        guard keeps(row: y), count > 0 else { return }
        // The pixels whose columns fall in `columns`: indices first..<end of the row.
        let first = max(0, (columns.lowerBound - x + dx - 1) / dx)
        let end = min(count, (columns.upperBound - x + dx - 1) / dx)
        guard first < end else { return }
        let cellRow = (y / factor - region.y) * region.width
        if factor == 1 {
            pixels.withUnsafeMutableBufferPointer { pixels in
                for pixel in first..<end {
                    let target = (cellRow + x + pixel * dx - region.x) * 4
                    for channel in 0..<4 { pixels[target + channel] = row[pixel * 4 + channel] }
                }
            }
            return
        }
        sums.withUnsafeMutableBufferPointer { sums in
            for pixel in first..<end {
                let target = (cellRow + (x + pixel * dx) / factor - region.x) * 4
                for channel in 0..<4 { sums[target + channel] &+= UInt16(row[pixel * 4 + channel]) }
            }
        }
    }

    /// The region: the pixels, or each cell's sums divided by its pixel count, rounded.
    func image() -> DecodedImage {
        guard factor > 1 else {
            return DecodedImage(width: region.width, height: region.height, pixels: pixels)
        }
        var result = [UInt8](repeating: 0, count: region.width * region.height * 4)
        for cellY in 0..<region.height {
            let rows = min(factor, height - (region.y + cellY) * factor)
            for cellX in 0..<region.width {
                let count = rows * min(factor, width - (region.x + cellX) * factor)
                let base = (cellY * region.width + cellX) * 4
                for channel in 0..<4 {
                    result[base + channel] = UInt8((Int(sums[base + channel]) + count / 2) / count)
                }
            }
        }
        return DecodedImage(width: region.width, height: region.height, pixels: result)
    }
}
