/// Where a template puts the photo, the purpose and the goal.
///
/// Sizes are fractions of the canvas width `s` (2160 px); positions are unit coordinates of
/// the canvas, so taller formats keep element sizes and spread them vertically.
public struct PosterLayout: Equatable, Sendable {
    /// Where and how the photo is drawn.
    public var photo: PhotoFrame
    /// The box for the campaign's purpose.
    public var purpose: TextBox
    /// The goal block.
    public var goal: GoalBox

    /// Creates a layout.
    public init(photo: PhotoFrame, purpose: TextBox, goal: GoalBox) {
        self.photo = photo
        self.purpose = purpose
        self.goal = goal
    }
}

/// The outline the photo is clipped to.
public enum PhotoShape: Equatable, Sendable {
    /// A plain rectangle.
    case rectangle
    /// A rectangle with corners of this radius (a fraction of `s`).
    case rounded(cornerRadius: Double)
    /// The largest ellipse in the frame (a circle in a square frame).
    case circle
    /// A regular-looking hexagon with points at the left and right.
    case hexagon
}

/// An outline drawn around the photo: one colour, or a gradient of several along the diagonal.
public struct FrameBorder: Equatable, Sendable {
    /// The outline's colours, one or a gradient of several.
    public var colours: [RGBColour]
    /// Stroke width, a fraction of `s`.
    public var width: Double

    /// Creates a border.
    public init(colours: [RGBColour], width: Double) {
        self.colours = colours
        self.width = width
    }
}

/// The photo's frame: centre, size, outline, rotation.
public struct PhotoFrame: Equatable, Sendable {
    /// The frame's centre in unit coordinates.
    public var centre: UnitPoint
    /// Width, a fraction of `s`.
    public var width: Double
    /// Height, a fraction of `s`; ignored when ``fillsHeight`` is true.
    public var height: Double
    /// Whether the frame runs the full height of the canvas (a strip).
    public var fillsHeight: Bool
    /// The outline the photo is clipped to.
    public var shape: PhotoShape
    /// Rotation in degrees, clockwise.
    public var rotation: Double
    /// An outline around the photo; nil for none.
    public var border: FrameBorder?
    /// Whether the photo casts a shadow.
    public var hasShadow: Bool

    /// Creates a frame.
    public init(
        centre: UnitPoint, width: Double, height: Double, fillsHeight: Bool = false,
        shape: PhotoShape, rotation: Double = 0, border: FrameBorder? = nil,
        hasShadow: Bool = false
    ) {
        self.centre = centre
        self.width = width
        self.height = height
        self.fillsHeight = fillsHeight
        self.shape = shape
        self.rotation = rotation
        self.border = border
        self.hasShadow = hasShadow
    }
}
