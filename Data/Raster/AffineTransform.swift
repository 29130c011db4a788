import Foundation

/// A 2-D affine map `(x, y) → (a·x + c·y + tx, b·x + d·y + ty)`, as in SVG's `matrix(a b c d e f)`.
///
/// Compose with ``concatenating(_:)``: `t.concatenating(u)` applies `t` first, then `u`.
public struct AffineTransform: Equatable, Sendable {
    /// The x scale coefficient (multiplies x into x).
    public var a: Double
    /// The coefficient that multiplies x into y.
    public var b: Double
    /// The coefficient that multiplies y into x.
    public var c: Double
    /// The y scale coefficient (multiplies y into y).
    public var d: Double
    /// The translation along x.
    public var tx: Double
    /// The translation along y.
    public var ty: Double

    /// Creates a transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The map that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by `(x, y)`.
    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `x` and `y` around the origin.
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `degrees` around the origin, clockwise on screen (y grows down).
    public static func rotation(degrees: Double) -> AffineTransform {
        let radians = degrees * .pi / 180
        let cosine = cos(radians)
        let sine = sin(radians)
        return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A rotation by `degrees` around `(x, y)`.
    public static func rotation(degrees: Double, aroundX x: Double, y: Double) -> AffineTransform {
        translation(x: -x, y: -y).concatenating(rotation(degrees: degrees))
            .concatenating(translation(x: x, y: y))
    }

    /// This map followed by `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The map that undoes this one, or nil when it squashes the plane to a line.
    public var inverted: AffineTransform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return AffineTransform(
            a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// The image of `point`.
    public func apply(_ point: RasterPoint) -> RasterPoint {
        RasterPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// How much lengths grow at most (the larger singular value), for flattening tolerances.
    var maximumScale: Double {
        let p = (a * a + b * b + c * c + d * d) / 2
        let q = abs(a * d - b * c)
        return sqrt(p + sqrt(max(p * p - q * q, 0)))
    }
}

/// A point in drawing coordinates (pixels, y down).
public struct RasterPoint: Equatable, Sendable {
    /// The horizontal position in pixels.
    public var x: Double
    /// The vertical position in pixels, growing downwards.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
