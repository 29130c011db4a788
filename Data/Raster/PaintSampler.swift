import Foundation

/// A paint prepared for a fill: gradients become a 1024-entry table of colours, and the
/// colours are produced a row span at a time.
///
/// NB: per span, not per pixel: the paint's kind is matched once per row and a linear
/// gradient's position moves by a constant step along the row, so filling a 2160 px
/// background costs a table lookup per pixel instead of a transform, a `switch` and a
/// division (the background fill was the largest part of a poster's drawing).
struct PaintSampler {
    private enum Kind {
        case solid(SIMD4<Float>)
        case linear(start: RasterPoint, dx: Double, dy: Double, lengthSquared: Double)
        case radial(centre: RasterPoint, radius: Double)
        case conic(centre: RasterPoint, startAngle: Double)
        case image(RasterImage)
    }

    private let kind: Kind
    private let inverse: AffineTransform
    private let table: [SIMD4<Float>]
    private static let tableSize = 1024

    /// `transform` maps paint coordinates to canvas pixels.
    init(_ paint: RasterPaint, transform: AffineTransform) {
        switch paint {
        case .image(_, let imageTransform):
            inverse = imageTransform.concatenating(transform).inverted ?? .identity
        default:
            inverse = transform.inverted ?? .identity
        }
        switch paint {
        case .linear(_, _, let stops), .radial(_, _, let stops), .conic(_, _, let stops):
            table = (0..<Self.tableSize).map {
                Self.colour(at: Double($0) / Double(Self.tableSize - 1), stops: stops).vector
            }
        default:
            table = []
        }
        switch paint {
        case .solid(let colour): kind = .solid(colour.vector)
        case .linear(let start, let end, _):
            let dx = end.x - start.x
            let dy = end.y - start.y
            kind = .linear(start: start, dx: dx, dy: dy, lengthSquared: dx * dx + dy * dy)
        case .radial(let centre, let radius, _): kind = .radial(centre: centre, radius: radius)
        case .conic(let centre, let startAngle, _):
            kind = .conic(centre: centre, startAngle: startAngle)
        case .image(let image, _): kind = .image(image)
        }
    }

    /// Writes the premultiplied colours (0…1) at the centres of pixels `left..<right` of
    /// canvas row `y` into `out`.
    func row(y: Int, from left: Int, to right: Int, into out: UnsafeMutablePointer<SIMD4<Float>>) {
        let count = right - left
        guard count > 0 else { return }
        // Paint coordinates of the first pixel's centre, and their step per pixel.
        let first = inverse.apply(RasterPoint(x: Double(left) + 0.5, y: Double(y) + 0.5))
        let (stepX, stepY) = (inverse.a, inverse.b)
        switch kind {
        case .solid(let colour):
            out.update(repeating: colour, count: count)
        case .linear(let start, let dx, let dy, let lengthSquared):
            guard lengthSquared > 0 else {
                out.update(repeating: lookUp(0), count: count)
                return
            }
            let t0 = ((first.x - start.x) * dx + (first.y - start.y) * dy) / lengthSquared
            let step = (stepX * dx + stepY * dy) / lengthSquared
            for i in 0..<count { out[i] = lookUp(t0 + Double(i) * step) }
        case .radial(let centre, let radius):
            for i in 0..<count {
                let x = first.x + Double(i) * stepX - centre.x
                let y = first.y + Double(i) * stepY - centre.y
                // NB: a square root, not hypot: canvas distances cannot overflow, and hypot
                // was a tenth of a poster's time.
                out[i] = lookUp(radius > 0 ? (x * x + y * y).squareRoot() / radius : 1)
            }
        case .conic(let centre, let startAngle):
            for i in 0..<count {
                let x = first.x + Double(i) * stepX - centre.x
                let y = first.y + Double(i) * stepY - centre.y
                var degrees = atan2(y, x) * 180 / .pi - startAngle
                degrees = degrees.truncatingRemainder(dividingBy: 360)
                if degrees < 0 { degrees += 360 }
                out[i] = lookUp(degrees / 360)
            }
        case .image(let image):
            Self.bilinearRow(image, first: first, step: (stepX, stepY), count: count, into: out)
        }
    }

    @inline(__always)
    private func lookUp(_ t: Double) -> SIMD4<Float> {
        let clamped = t.isFinite ? min(max(t, 0), 1) : 0
        return table[Int(clamped * Double(Self.tableSize - 1) + 0.5)]
    }

    /// The gradient colour at `location`, holding the end colours beyond the stops.
    static func colour(at location: Double, stops: [RasterGradientStop]) -> RasterColour {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.colour }
        if location >= last.location { return last.colour }
        for (lower, upper) in zip(stops, stops.dropFirst()) where location <= upper.location {
            let span = upper.location - lower.location
            let t = span > 0 ? (location - lower.location) / span : 1
            return lower.colour.mixed(with: upper.colour, Float(t))
        }
        return last.colour
    }

    /// Bilinear samples of `image` (edges extended) along a row whose first pixel centre
    /// maps to `first` and each next one `step` further.
    private static func bilinearRow(
        _ image: RasterImage, first: RasterPoint, step: (Double, Double), count: Int,
        into out: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        guard image.width > 0, image.height > 0 else {
            out.update(repeating: .zero, count: count)
            return
        }
        let maxX = Double(image.width - 1)
        let maxY = Double(image.height - 1)
        let width = image.width
        image.pixels.withUnsafeBufferPointer { buffer in
            guard let pixels = buffer.baseAddress else { return }
            @inline(__always) func pixel(_ x: Int, _ y: Int) -> SIMD4<Float> {
                let p = pixels + (y * width + x) * 4
                return SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3])) / 255
            }
            for i in 0..<count {
                let x = first.x + Double(i) * step.0 - 0.5
                let y = first.y + Double(i) * step.1 - 0.5
                guard x.isFinite, y.isFinite else {
                    out[i] = .zero
                    continue
                }
                let fx = min(max(x, 0), maxX)
                let fy = min(max(y, 0), maxY)
                let x0 = Int(fx)
                let y0 = Int(fy)
                let x1 = min(x0 + 1, image.width - 1)
                let y1 = min(y0 + 1, image.height - 1)
                let tx = Float(fx - Double(x0))
                let ty = Float(fy - Double(y0))
                let top00 = pixel(x0, y0)
                let top = top00 + (pixel(x1, y0) - top00) * tx
                let bottom00 = pixel(x0, y1)
                let bottom = bottom00 + (pixel(x1, y1) - bottom00) * tx
                out[i] = top + (bottom - top) * ty
            }
        }
    }
}

extension RasterColour {
    /// Red, green, blue (premultiplied) and alpha as one vector.
    var vector: SIMD4<Float> { SIMD4(red, green, blue, alpha) }
}
