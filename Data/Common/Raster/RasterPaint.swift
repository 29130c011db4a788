import Foundation

/// One colour of a gradient at a location between 0 and 1.
public struct RasterGradientStop: Equatable, Sendable {
    /// The stop's colour.
    public var colour: RasterColour
    /// Where along the gradient the stop is, 0…1.
    public var location: Double

    /// Creates a stop.
    public init(_ colour: RasterColour, at location: Double) {
        self.colour = colour
        self.location = location
    }
}

/// What fills a shape. Geometry is in the coordinates the fill's transform maps to the canvas.
public enum RasterPaint: Sendable {
    /// One colour.
    case solid(RasterColour)
    /// Colours along the line `start`→`end`, padded beyond the ends.
    case linear(start: RasterPoint, end: RasterPoint, stops: [RasterGradientStop])
    /// Colours in circles of growing radius around `centre`.
    case radial(centre: RasterPoint, radius: Double, stops: [RasterGradientStop])
    /// Colours swept clockwise around `centre` from `startAngle` degrees (0 points right).
    case conic(centre: RasterPoint, startAngle: Double, stops: [RasterGradientStop])
    /// An image whose pixel `(u, v)` lands at `transform(u, v)`, sampled bilinearly,
    /// edges extended.
    case image(RasterImage, transform: AffineTransform)
}

/// A paint prepared for a fill: gradients become a 1024-entry table of colours.
struct PaintSampler {
    private let paint: RasterPaint
    private let inverse: AffineTransform
    private let table: [RasterColour]
    private static let tableSize = 1024

    /// `transform` maps paint coordinates to canvas pixels.
    init(_ paint: RasterPaint, transform: AffineTransform) {
        self.paint = paint
        switch paint {
        case .image(_, let imageTransform):
            inverse = imageTransform.concatenating(transform).inverted ?? .identity
        default:
            inverse = transform.inverted ?? .identity
        }
        switch paint {
        case .linear(_, _, let stops), .radial(_, _, let stops), .conic(_, _, let stops):
            table = (0..<Self.tableSize).map {
                Self.colour(at: Double($0) / Double(Self.tableSize - 1), stops: stops)
            }
        default:
            table = []
        }
    }

    /// The colour at the centre of canvas pixel `(x, y)`.
    func colour(x: Int, y: Int) -> RasterColour {
        if case .solid(let colour) = paint { return colour }
        let p = inverse.apply(RasterPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
        let t: Double
        switch paint {
        case .solid(let colour):
            return colour
        case .image(let image, _):
            return Self.bilinear(image, p.x - 0.5, p.y - 0.5)
        case .linear(let start, let end, _):
            let dx = end.x - start.x
            let dy = end.y - start.y
            let length = dx * dx + dy * dy
            t = length > 0 ? ((p.x - start.x) * dx + (p.y - start.y) * dy) / length : 0
        case .radial(let centre, let radius, _):
            t = radius > 0 ? hypot(p.x - centre.x, p.y - centre.y) / radius : 1
        case .conic(let centre, let startAngle, _):
            var degrees = atan2(p.y - centre.y, p.x - centre.x) * 180 / .pi - startAngle
            degrees = degrees.truncatingRemainder(dividingBy: 360)
            if degrees < 0 { degrees += 360 }
            t = degrees / 360
        }
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

    private static func bilinear(_ image: RasterImage, _ x: Double, _ y: Double) -> RasterColour {
        guard image.width > 0, image.height > 0, x.isFinite, y.isFinite else { return .clear }
        let fx = min(max(x, 0), Double(image.width - 1))
        let fy = min(max(y, 0), Double(image.height - 1))
        let x0 = Int(fx)
        let y0 = Int(fy)
        let x1 = min(x0 + 1, image.width - 1)
        let y1 = min(y0 + 1, image.height - 1)
        let tx = Float(fx - Double(x0))
        let ty = Float(fy - Double(y0))
        let top = image.pixel(x: x0, y: y0).mixed(with: image.pixel(x: x1, y: y0), tx)
        let bottom = image.pixel(x: x0, y: y1).mixed(with: image.pixel(x: x1, y: y1), tx)
        return top.mixed(with: bottom, ty)
    }
}
