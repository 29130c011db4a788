/// How much of each pixel of a rectangle a shape covers, from 0 (outside) to 1 (inside).
///
/// Produced by ``ScanlineRasterizer``; also used as a clip and as a shadow's alpha. Pixels
/// outside the rectangle are uncovered.
public struct CoverageMask: Sendable {
    /// The rectangle's left and top pixel in canvas coordinates.
    public let x: Int
    /// The rectangle's top pixel in canvas coordinates.
    public let y: Int
    /// The rectangle's width in pixels.
    public let width: Int
    /// The rectangle's height in pixels.
    public let height: Int
    /// Row-major coverage, `width × height` values.
    public var values: [Float]

    /// Creates a mask; `values` must hold `width × height` entries.
    public init(x: Int, y: Int, width: Int, height: Int, values: [Float]) {
        precondition(values.count == width * height, "mask size mismatch")
        (self.x, self.y, self.width, self.height, self.values) = (x, y, width, height, values)
    }

    /// A mask covering nothing.
    public static let empty = CoverageMask(x: 0, y: 0, width: 0, height: 0, values: [])

    /// The coverage at canvas pixel `(px, py)`.
    public func coverage(x px: Int, y py: Int) -> Float {
        let lx = px - x
        let ly = py - y
        guard lx >= 0, ly >= 0, lx < width, ly < height else { return 0 }
        return values[ly * width + lx]
    }

    /// The product of this mask and `other`: covered where both cover (a clip).
    public func intersected(with other: CoverageMask) -> CoverageMask {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(x + width, other.x + other.width)
        let bottom = min(y + height, other.y + other.height)
        guard right > left, bottom > top else { return .empty }
        var result = [Float](repeating: 0, count: (right - left) * (bottom - top))
        for row in top..<bottom {
            let mine = (row - y) * width - x
            let theirs = (row - other.y) * other.width - other.x
            let out = (row - top) * (right - left) - left
            for column in left..<right {
                result[out + column] = values[mine + column] * other.values[theirs + column]
            }
        }
        return CoverageMask(
            x: left, y: top, width: right - left, height: bottom - top, values: result)
    }

    /// The mask moved by whole pixels.
    public func offset(dx: Int, dy: Int) -> CoverageMask {
        CoverageMask(x: x + dx, y: y + dy, width: width, height: height, values: values)
    }
}
