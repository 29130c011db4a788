/// How lines of text sit in their box.
public enum TextAlignment: Equatable, Sendable {
    /// Lines start at the box's left edge.
    case leading
    /// Lines are centred in the box.
    case centre
    /// Lines end at the box's right edge.
    case trailing
}

/// Which edge of a text box is pinned to its `y`: its top (text grows down) or its bottom
/// (text grows up).
public enum VerticalAnchor: Equatable, Sendable {
    /// The box's top is at `y`; text grows down.
    case top
    /// The box's bottom is at `y`; text grows up.
    case bottom
}

/// A filled shape behind a text box.
public struct TextPanel: Equatable, Sendable {
    /// The panel's colour.
    public var colour: RGBColour
    /// The panel's opacity, 0…1.
    public var opacity: Double
    /// Corner radius, a fraction of `s`; ignored for capsules.
    public var cornerRadius: Double
    /// Whether the panel is a capsule (fully rounded ends).
    public var isCapsule: Bool
    /// An optional white-ish outline.
    public var stroke: RGBColour?

    /// Creates a panel.
    public init(
        colour: RGBColour = .black, opacity: Double, cornerRadius: Double = 0.02,
        isCapsule: Bool = false, stroke: RGBColour? = nil
    ) {
        self.colour = colour
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.isCapsule = isCapsule
        self.stroke = stroke
    }
}

/// A box of white bold text.
public struct TextBox: Equatable, Sendable {
    /// Left edge, a fraction of the canvas width.
    public var x: Double
    /// The anchored edge (see ``anchor``), a fraction of the canvas height.
    public var y: Double
    /// Width, a fraction of `s`.
    public var width: Double
    /// Which edge is pinned to ``y``.
    public var anchor: VerticalAnchor
    /// How lines sit in the box.
    public var alignment: TextAlignment
    /// Font size, a fraction of `s`.
    public var fontSize: Double
    /// The most lines the text may take.
    public var maxLines: Int
    /// Rotation in degrees around the box's centre, clockwise.
    public var rotation: Double
    /// A filled shape behind the text; nil for none.
    public var panel: TextPanel?

    /// Creates a text box.
    public init(
        x: Double, y: Double, width: Double, anchor: VerticalAnchor = .top,
        alignment: TextAlignment = .leading, fontSize: Double, maxLines: Int,
        rotation: Double = 0, panel: TextPanel? = nil
    ) {
        self.x = x
        self.y = y
        self.width = width
        self.anchor = anchor
        self.alignment = alignment
        self.fontSize = fontSize
        self.maxLines = maxLines
        self.rotation = rotation
        self.panel = panel
    }
}

/// How the goal is worded on the poster; the words are the campaign's language's
/// (``PosterLabels``).
public enum GoalStyle: Equatable, Sendable {
    /// The label on its own line (smaller), the amount below: "ціль збору:" / "100 000 грн.".
    case labelAbove
    /// One line, the goal's prefix then the amount: "Ціль: 100 000 грн.".
    case inlineGoal
    /// One line, the raising prefix then the amount: "Збір на 100 000 грн.".
    case inlineRaising
}

/// The goal block: its wording and box, plus where the collected amount and progress go.
public struct GoalBox: Equatable, Sendable {
    /// How the goal is worded.
    public var style: GoalStyle
    /// The box; its font size is the amount's size.
    public var box: TextBox
    /// The label's font size for ``GoalStyle/labelAbove``, a fraction of `s`.
    public var labelFontSize: Double

    /// Creates a goal block.
    public init(style: GoalStyle, box: TextBox, labelFontSize: Double) {
        self.style = style
        self.box = box
        self.labelFontSize = labelFontSize
    }
}
