import CampaignsDomain

/// The poster being drawn, in its pixels (2160 wide), with the template unit `s` (the width).
///
/// Both writers lay out in these pixels: the SVG's numbers are the PNG's pixels.
struct PosterCanvas {
    let width: Double
    let height: Double

    init(format: PosterFormat) {
        width = Double(format.width)
        height = Double(format.height)
    }

    /// The template unit: sizes in templates are fractions of it.
    var unit: Double { width }

    func x(_ point: UnitPoint) -> Double { point.x * width }
    func y(_ point: UnitPoint) -> Double { point.y * height }
}
