/// An opaque sRGB colour.
public struct RGBColour: Equatable, Sendable {
    /// The red channel, 0…255.
    public var red: UInt8
    /// The green channel, 0…255.
    public var green: UInt8
    /// The blue channel, 0…255.
    public var blue: UInt8

    /// Creates a colour from its three channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(
            red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF)
        )
    }

    /// `#RRGGBB`, upper-case.
    public var hexString: String {
        let digits = Array("0123456789ABCDEF")
        return "#"
            + [red, green, blue].map { String([digits[Int($0 >> 4)], digits[Int($0 & 0xF)]]) }
            .joined()
    }

    /// Opaque white.
    public static let white = RGBColour(hex: 0xFFFFFF)
    /// Opaque black.
    public static let black = RGBColour(hex: 0x000000)
}

/// A point on the canvas in unit coordinates: x of the width, y of the height, (0, 0) top left.
public struct UnitPoint: Equatable, Sendable {
    /// The fraction of the canvas width from the left edge.
    public var x: Double
    /// The fraction of the canvas height from the top edge.
    public var y: Double

    /// Creates a unit point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// One colour of a gradient at a location between 0 and 1.
public struct GradientStop: Equatable, Sendable {
    /// The stop's colour.
    public var colour: RGBColour
    /// Where along the gradient the stop is, 0…1.
    public var location: Double

    /// Creates a stop.
    public init(_ colour: RGBColour, at location: Double) {
        self.colour = colour
        self.location = location
    }
}

/// A poster background, as the original's SwiftUI gradients.
public enum PosterGradient: Equatable, Sendable {
    /// Colours along the line from `start` to `end`.
    case linear(start: UnitPoint, end: UnitPoint, stops: [GradientStop])
    /// Colours in circles around `centre`; `radius` is a fraction of the canvas width.
    case radial(centre: UnitPoint, radius: Double, stops: [GradientStop])
    /// Colours swept around `centre`, starting at `startAngle` degrees (0 points right, angles
    /// grow clockwise on screen) and going round once; before the first stop the first colour
    /// holds and after the last the last one.
    case angular(centre: UnitPoint, startAngle: Double, stops: [GradientStop])

    /// The stops of any kind of gradient.
    public var stops: [GradientStop] {
        switch self {
        case .linear(_, _, let stops), .radial(_, _, let stops), .angular(_, _, let stops): stops
        }
    }
}
