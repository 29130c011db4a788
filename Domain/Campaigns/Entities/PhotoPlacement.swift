/// How the user moved and zoomed the photo inside the template's photo frame.
///
/// `scale` multiplies the size that just fills the frame (1 = fill); the offsets move the
/// photo by a fraction of the frame's width and height (0.1 = a tenth of the frame to the
/// right or down). Values are clamped to ``scaleRange`` and ``offsetRange``.
public struct PhotoPlacement: Equatable, Sendable {
    /// The allowed zoom: the original's minimum 0.1, and an upper bound it lacked.
    public static let scaleRange: ClosedRange<Double> = 0.1...10
    /// The allowed offset on each axis, in frame sizes.
    public static let offsetRange: ClosedRange<Double> = -1...1
    /// Scale 1, no offset: what choosing a template resets to.
    public static let identity = PhotoPlacement(scale: 1, offsetX: 0, offsetY: 0)

    public private(set) var scale: Double
    public private(set) var offsetX: Double
    public private(set) var offsetY: Double

    /// Creates a placement; out-of-range or non-finite values are clamped (non-finite → 1 / 0).
    public init(scale: Double, offsetX: Double, offsetY: Double) {
        self.scale = Self.clamp(scale, to: Self.scaleRange, fallback: 1)
        self.offsetX = Self.clamp(offsetX, to: Self.offsetRange, fallback: 0)
        self.offsetY = Self.clamp(offsetY, to: Self.offsetRange, fallback: 0)
    }

    private static func clamp(_ value: Double, to range: ClosedRange<Double>, fallback: Double)
        -> Double
    {
        guard value.isFinite else { return fallback }
        return min(max(value, range.lowerBound), range.upperBound)
    }
}
