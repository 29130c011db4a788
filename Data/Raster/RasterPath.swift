import Foundation

/// An outline made of subpaths of lines, quadratic and cubic Béziers, filled with the
/// non-zero winding rule.
///
/// Every subpath is closed implicitly when filled. Shapes (rectangles, rounded rectangles,
/// ellipses, polygons) are built by the static factories; ``transformed(by:)`` maps every
/// control point, which is exact for Béziers.
public struct RasterPath: Equatable, Sendable {
    /// One drawing instruction.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at the point.
        case move(RasterPoint)
        /// A straight line to the point.
        case line(RasterPoint)
        /// A quadratic Bézier: control point, then end point.
        case quad(RasterPoint, RasterPoint)
        /// A cubic Bézier: two control points, then end point.
        case cubic(RasterPoint, RasterPoint, RasterPoint)
        /// Closes the subpath with a line back to its start.
        case close
    }

    /// The instructions in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// Starts a new subpath at `(x, y)`.
    public mutating func move(x: Double, y: Double) { elements.append(.move(.init(x: x, y: y))) }

    /// A straight line to `(x, y)`.
    public mutating func line(x: Double, y: Double) { elements.append(.line(.init(x: x, y: y))) }

    /// A quadratic Bézier through control point `control` to `end`.
    public mutating func quad(_ control: RasterPoint, _ end: RasterPoint) {
        elements.append(.quad(control, end))
    }

    /// A cubic Bézier with two control points to `end`.
    public mutating func cubic(_ first: RasterPoint, _ second: RasterPoint, _ end: RasterPoint) {
        elements.append(.cubic(first, second, end))
    }

    /// Closes the current subpath.
    public mutating func close() { elements.append(.close) }

    /// Adds all of `other`'s subpaths.
    public mutating func append(_ other: RasterPath) { elements += other.elements }

    /// The path with every point mapped by `transform`.
    public func transformed(by transform: AffineTransform) -> RasterPath {
        var copy = RasterPath()
        copy.elements = elements.map {
            switch $0 {
            case .move(let p): .move(transform.apply(p))
            case .line(let p): .line(transform.apply(p))
            case .quad(let c, let p): .quad(transform.apply(c), transform.apply(p))
            case .cubic(let c1, let c2, let p):
                .cubic(transform.apply(c1), transform.apply(c2), transform.apply(p))
            case .close: .close
            }
        }
        return copy
    }

    /// A closed polygon through `points`.
    public static func polygon(_ points: [RasterPoint]) -> RasterPath {
        var path = RasterPath()
        guard let first = points.first else { return path }
        path.move(x: first.x, y: first.y)
        for point in points.dropFirst() { path.line(x: point.x, y: point.y) }
        path.close()
        return path
    }

    /// An axis-aligned rectangle.
    public static func rectangle(x: Double, y: Double, width: Double, height: Double) -> RasterPath
    {
        polygon([
            .init(x: x, y: y), .init(x: x + width, y: y), .init(x: x + width, y: y + height),
            .init(x: x, y: y + height),
        ])
    }

    /// A rectangle with circular corners of `radius` (clamped to half the shorter side).
    public static func roundedRectangle(
        x: Double, y: Double, width: Double, height: Double, radius: Double
    ) -> RasterPath {
        let r = min(max(radius, 0), width / 2, height / 2)
        guard r > 0 else { return rectangle(x: x, y: y, width: width, height: height) }
        let k = 0.552_284_749_8 * r
        let right = x + width
        let bottom = y + height
        var path = RasterPath()
        path.move(x: x + r, y: y)
        path.line(x: right - r, y: y)
        path.cubic(
            .init(x: right - r + k, y: y), .init(x: right, y: y + r - k), .init(x: right, y: y + r))
        path.line(x: right, y: bottom - r)
        path.cubic(
            .init(x: right, y: bottom - r + k), .init(x: right - r + k, y: bottom),
            .init(x: right - r, y: bottom))
        path.line(x: x + r, y: bottom)
        path.cubic(
            .init(x: x + r - k, y: bottom), .init(x: x, y: bottom - r + k),
            .init(x: x, y: bottom - r))
        path.line(x: x, y: y + r)
        path.cubic(.init(x: x, y: y + r - k), .init(x: x + r - k, y: y), .init(x: x + r, y: y))
        path.close()
        return path
    }

    /// An ellipse centred on `(cx, cy)` with radii `rx`, `ry`, as four cubic arcs.
    public static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> RasterPath {
        let kx = 0.552_284_749_8 * rx
        let ky = 0.552_284_749_8 * ry
        var path = RasterPath()
        path.move(x: cx + rx, y: cy)
        path.cubic(
            .init(x: cx + rx, y: cy + ky), .init(x: cx + kx, y: cy + ry), .init(x: cx, y: cy + ry))
        path.cubic(
            .init(x: cx - kx, y: cy + ry), .init(x: cx - rx, y: cy + ky), .init(x: cx - rx, y: cy))
        path.cubic(
            .init(x: cx - rx, y: cy - ky), .init(x: cx - kx, y: cy - ry), .init(x: cx, y: cy - ry))
        path.cubic(
            .init(x: cx + kx, y: cy - ry), .init(x: cx + rx, y: cy - ky), .init(x: cx + rx, y: cy))
        path.close()
        return path
    }

    /// The path as closed polygons of straight segments, within `tolerance` pixels of the curves.
    public func flattened(tolerance: Double = 0.2) -> [[RasterPoint]] {
        var polygons: [[RasterPoint]] = []
        var current: [RasterPoint] = []
        var last = RasterPoint(x: 0, y: 0)
        func finish() {
            if current.count > 1 { polygons.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current = [p]
                last = p
            case .line(let p):
                if current.isEmpty { current = [last] }
                current.append(p)
                last = p
            case .quad(let c, let p):
                if current.isEmpty { current = [last] }
                let steps = Self.steps(deviation: Self.distance(last, c, p) / 4, tolerance)
                for step in 1...steps {
                    let t = Double(step) / Double(steps)
                    let u = 1 - t
                    current.append(
                        .init(
                            x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current = [last] }
                let deviation =
                    max(Self.distance(last, c1, c2), Self.distance(c1, c2, p)) * 0.75
                let steps = Self.steps(deviation: deviation, tolerance)
                for step in 1...steps {
                    let t = Double(step) / Double(steps)
                    let u = 1 - t
                    let w0 = u * u * u
                    let w1 = 3 * u * u * t
                    let w2 = 3 * u * t * t
                    let w3 = t * t * t
                    current.append(
                        .init(
                            x: w0 * last.x + w1 * c1.x + w2 * c2.x + w3 * p.x,
                            y: w0 * last.y + w1 * c1.y + w2 * c2.y + w3 * p.y))
                }
                last = p
            case .close:
                if let first = current.first { last = first }
                finish()
            }
        }
        finish()
        return polygons
    }

    /// How far `b` lies from the middle of `a`–`c` (the second difference), a curve's bend.
    private static func distance(_ a: RasterPoint, _ b: RasterPoint, _ c: RasterPoint) -> Double {
        hypot(a.x - 2 * b.x + c.x, a.y - 2 * b.y + c.y)
    }

    private static func steps(deviation: Double, _ tolerance: Double) -> Int {
        guard deviation.isFinite else { return 1 }
        return min(max(Int(sqrt(deviation / tolerance).rounded(.up)), 1), 256)
    }
}
