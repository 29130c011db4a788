/// How the user moved and zoomed the photo inside the template's photo frame, as the
/// original app keeps it: relative to a 300×300 reference square.
///
/// `scale` multiplies the size that just fills the frame (1 = fill). The offsets move the
/// photo in points of the ``referenceSide``-point reference square (20 = a fifteenth of the
/// poster's width to the right; negative moves left or up); a writer rescales them to its
/// canvas (× width / 300). Values are clamped to ``scaleRange`` and ``offsetRange``.
public struct PhotoPlacement: Equatable, Sendable {
    /// The side of the square the offsets are measured in: the original's `referenceSize`.
    public static let referenceSide = 300.0
    /// The allowed zoom: the original's minimum 0.1, and an upper bound it lacked.
    public static let scaleRange: ClosedRange<Double> = 0.1...10
    /// The allowed offset on each axis, in reference points: one poster width either way.
    public static let offsetRange: ClosedRange<Double> = -300...300
    /// Scale 1, no offset: what choosing a template resets to.
    public static let identity = PhotoPlacement(scale: 1, offsetX: 0, offsetY: 0)

    /// The zoom; 1 fills the frame.
    public private(set) var scale: Double
    /// The move to the right, in reference points.
    public private(set) var offsetX: Double
    /// The move down, in reference points.
    public private(set) var offsetY: Double

    /// Creates a placement; out-of-range or non-finite values are clamped (non-finite → 1 / 0).
    public init(scale: Double, offsetX: Double, offsetY: Double) {
        self.scale = Self.clamp(scale, to: Self.scaleRange, fallback: 1)
        self.offsetX = Self.clamp(offsetX, to: Self.offsetRange, fallback: 0)
        self.offsetY = Self.clamp(offsetY, to: Self.offsetRange, fallback: 0)
    }

    /// The offsets in the units of a canvas `canvasWidth` wide (the reference is rescaled).
    public func offset(onCanvasWidth canvasWidth: Double) -> (x: Double, y: Double) {
        let factor = canvasWidth / Self.referenceSide
        return (offsetX * factor, offsetY * factor)
    }

    private static func clamp(_ value: Double, to range: ClosedRange<Double>, fallback: Double)
        -> Double
    {
        guard value.isFinite else { return fallback }
        return min(max(value, range.lowerBound), range.upperBound)
    }
}
