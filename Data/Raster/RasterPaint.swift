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
