import CampaignsDomain

/// The size of the poster being drawn, with the template unit `s` (the width).
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
