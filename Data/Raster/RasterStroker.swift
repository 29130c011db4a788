import Foundation

/// Turns a path's outline into a fillable shape of a given line width.
///
/// Every flattened segment becomes a rectangle and every vertex a disc (round joins and round
/// caps), all wound the same way, so the non-zero fill is their union.
enum RasterStroker {
    static func outline(of path: RasterPath, width: Double) -> RasterPath {
        let half = width / 2
        var result = RasterPath()
        guard half > 0, half.isFinite else { return result }
        for polygon in path.flattened(tolerance: 0.1) {
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                let length = hypot(b.x - a.x, b.y - a.y)
                guard length > 0 else { continue }
                let nx = -(b.y - a.y) / length * half
                let ny = (b.x - a.x) / length * half
                result.append(
                    .polygon([
                        .init(x: a.x + nx, y: a.y + ny), .init(x: a.x - nx, y: a.y - ny),
                        .init(x: b.x - nx, y: b.y - ny), .init(x: b.x + nx, y: b.y + ny),
                    ]))
            }
            if half > 0.75 {
                for point in polygon { result.append(disc(point, half)) }
            }
        }
        return result
    }

    /// A clockwise circle, like the clockwise segment rectangles above.
    private static func disc(_ centre: RasterPoint, _ radius: Double) -> RasterPath {
        let steps = max(8, min(Int(radius * 2), 48))
        return .polygon(
            (0..<steps).map {
                let angle = Double($0) / Double(steps) * 2 * .pi
                return .init(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
            })
    }
}
