import Foundation

/// Turns a path into exact-area anti-aliased coverage with the non-zero winding rule.
///
/// Each edge adds the signed area it sweeps to the cells it crosses (the accumulation method
/// of font-rs and FreeType's gray rasteriser); a running sum along each row then gives the
/// winding-weighted coverage, clamped to 1 as FreeType does for non-zero fills. Work and
/// memory are bounded by the path's bounding box inside the canvas.
public enum ScanlineRasterizer {
    /// The coverage of `path` (after `transform`) on a canvas of `width × height` pixels.
    public static func mask(
        _ path: RasterPath, transform: AffineTransform = .identity, width: Int, height: Int
    ) -> CoverageMask {
        let tolerance = 0.03
        let polygons = path.transformed(by: transform).flattened(tolerance: tolerance)
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for polygon in polygons {
            for p in polygon where p.x.isFinite && p.y.isFinite {
                minX = min(minX, p.x)
                maxX = max(maxX, p.x)
                minY = min(minY, p.y)
                maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX else { return .empty }
        let left = max(Int(minX.rounded(.down)), 0)
        let top = max(Int(minY.rounded(.down)), 0)
        let right = min(Int(maxX.rounded(.up)) + 1, width)
        let bottom = min(Int(maxY.rounded(.up)) + 1, height)
        guard right > left, bottom > top else { return .empty }
        let w = right - left
        let h = bottom - top
        var cells = Accumulator(width: w, height: h)
        for polygon in polygons {
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                cells.edge(
                    from: RasterPoint(x: a.x - Double(left), y: a.y - Double(top)),
                    to: RasterPoint(x: b.x - Double(left), y: b.y - Double(top)))
            }
        }
        return CoverageMask(x: left, y: top, width: w, height: h, values: cells.coverage())
    }
}

/// The signed-area cells of one rasterisation: `height` rows of `width + 2` floats.
private struct Accumulator {
    let width: Int
    let height: Int
    let stride: Int
    var cells: [Float]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        stride = width + 2
        cells = [Float](repeating: 0, count: stride * height)
    }

    /// Adds an edge, split where it leaves the box sideways: left of the box it runs along
    /// x = 0 (it still changes the winding of everything to its right), right of the box it
    /// runs along x = width (where it changes nothing visible).
    mutating func edge(from a: RasterPoint, to b: RasterPoint) {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, a.y != b.y else { return }
        let limit = Double(width)
        var cuts: [Double] = [0, 1]
        for boundary in [0, limit] where (a.x - boundary) * (b.x - boundary) < 0 {
            cuts.append((boundary - a.x) / (b.x - a.x))
        }
        cuts.sort()
        for (t0, t1) in zip(cuts, cuts.dropFirst()) where t1 > t0 {
            let p = RasterPoint(
                x: min(max(a.x + (b.x - a.x) * t0, 0), limit), y: a.y + (b.y - a.y) * t0)
            let q = RasterPoint(
                x: min(max(a.x + (b.x - a.x) * t1, 0), limit), y: a.y + (b.y - a.y) * t1)
            line(p, q)
        }
    }

    private mutating func line(_ start: RasterPoint, _ end: RasterPoint) {
        guard start.y != end.y else { return }
        let direction: Double = start.y < end.y ? 1 : -1
        let (p0, p1) = start.y < end.y ? (start, end) : (end, start)
        let dxdy = (p1.x - p0.x) / (p1.y - p0.y)
        var x = p0.x
        if p0.y < 0 { x -= p0.y * dxdy }
        let firstRow = max(Int(p0.y.rounded(.down)), 0)
        let lastRow = min(Int(p1.y.rounded(.up)), height)
        guard firstRow < lastRow else { return }
        cells.withUnsafeMutableBufferPointer { buffer in
            for row in firstRow..<lastRow {
                let base = row * stride
                let dy = min(Double(row + 1), p1.y) - max(Double(row), p0.y)
                let next = x + dxdy * dy
                let d = dy * direction
                let (x0, x1) = x < next ? (x, next) : (next, x)
                let x0Floor = x0.rounded(.down)
                let x0i = Int(x0Floor)
                let x1Ceil = x1.rounded(.up)
                let x1i = Int(x1Ceil)
                if x1i <= x0i + 1 {
                    let middle = 0.5 * (x + next) - x0Floor
                    buffer[base + x0i] += Float(d - d * middle)
                    buffer[base + x0i + 1] += Float(d * middle)
                } else {
                    let s = 1 / (x1 - x0)
                    let x0f = x0 - x0Floor
                    let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                    let x1f = x1 - x1Ceil + 1
                    let am = 0.5 * s * x1f * x1f
                    buffer[base + x0i] += Float(d * a0)
                    if x1i == x0i + 2 {
                        buffer[base + x0i + 1] += Float(d * (1 - a0 - am))
                    } else {
                        let a1 = s * (1.5 - x0f)
                        buffer[base + x0i + 1] += Float(d * (a1 - a0))
                        for column in (x0i + 2)..<(x1i - 1) {
                            buffer[base + column] += Float(d * s)
                        }
                        let a2 = a1 + Double(x1i - x0i - 3) * s
                        buffer[base + x1i - 1] += Float(d * (1 - a2 - am))
                    }
                    buffer[base + x1i] += Float(d * am)
                }
                x = next
            }
        }
    }

    /// The running row sums, clamped to 0…1.
    func coverage() -> [Float] {
        var result = [Float](repeating: 0, count: width * height)
        cells.withUnsafeBufferPointer { input in
            result.withUnsafeMutableBufferPointer { output in
                for row in 0..<height {
                    var sum: Float = 0
                    let source = row * stride
                    let target = row * width
                    for column in 0..<width {
                        sum += input[source + column]
                        output[target + column] = min(abs(sum), 1)
                    }
                }
            }
        }
        return result
    }
}
