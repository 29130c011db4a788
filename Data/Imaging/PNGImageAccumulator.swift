/// Collects a PNG's RGBA8 rows, in any order (Adam7 passes included), into the image at
/// 1/`factor` of its size: each output pixel is the rounded mean of a `factor` × `factor`
/// cell (smaller at the right and bottom edges), so memory follows the output.
///
/// NB: straight (not premultiplied) channels are averaged, as a PNG's pixels arrive; a photo
/// rarely has alpha, and the poster's resampler premultiplies before it scales further.
struct PNGImageAccumulator {
    /// The largest reduction: 16 × 16 cells of 8-bit values still sum within `UInt16`.
    static let maximumFactor = 16

    let width: Int
    let height: Int
    let factor: Int
    let outputWidth: Int
    let outputHeight: Int
    /// Pixels at full size (factor 1), or one `UInt16` sum per channel of each cell.
    private var pixels: [UInt8] = []
    private var sums: [UInt16] = []

    init(width: Int, height: Int, factor: Int) {
        self.width = width
        self.height = height
        self.factor = factor
        outputWidth = (width + factor - 1) / factor
        outputHeight = (height + factor - 1) / factor
        if factor == 1 {
            pixels = [UInt8](repeating: 0, count: width * height * 4)
        } else {
            sums = [UInt16](repeating: 0, count: outputWidth * outputHeight * 4)
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

    /// Adds `count` RGBA8 pixels of image row `y`, the first at column `x`, then every `dx`.
    mutating func add(_ row: UnsafePointer<UInt8>, count: Int, y: Int, x: Int, dx: Int) {
        if factor == 1 {
            pixels.withUnsafeMutableBufferPointer { pixels in
                var target = (y * width + x) * 4
                for column in 0..<count {
                    for channel in 0..<4 { pixels[target + channel] = row[column * 4 + channel] }
                    target += dx * 4
                }
            }
            return
        }
        let cellRow = y / factor * outputWidth
        sums.withUnsafeMutableBufferPointer { sums in
            var column = x
            for pixel in 0..<count {
                let target = (cellRow + column / factor) * 4
                for channel in 0..<4 { sums[target + channel] &+= UInt16(row[pixel * 4 + channel]) }
                column += dx
            }
        }
    }

    /// The image: the pixels, or each cell's sums divided by its pixel count, rounded.
    func image() -> DecodedImage {
        guard factor > 1 else { return DecodedImage(width: width, height: height, pixels: pixels) }
        var result = [UInt8](repeating: 0, count: outputWidth * outputHeight * 4)
        for cellY in 0..<outputHeight {
            let rows = min(factor, height - cellY * factor)
            for cellX in 0..<outputWidth {
                let count = rows * min(factor, width - cellX * factor)
                let base = (cellY * outputWidth + cellX) * 4
                for channel in 0..<4 {
                    result[base + channel] = UInt8((Int(sums[base + channel]) + count / 2) / count)
                }
            }
        }
        return DecodedImage(width: outputWidth, height: outputHeight, pixels: result)
    }
}
