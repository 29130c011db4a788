// NB: a long purpose (up to the 200 characters validation allows) needs lines at least
// 16 ems wide at the smallest size (three words, about 0.61 of the width) and about a third
// of a square poster's height; these layouts give it a band across the poster, above the
// photo or below it as the template has it, and keep each template's photo shape, border,
// panels, colours and sides. The photo steps back further when the purpose needs it.

extension StandardTemplates {
    /// Template `number`'s layout for a purpose its own `layout` cannot hold legibly.
    static func longPurposeLayout(of number: Int, from layout: PosterLayout) -> PosterLayout {
        var long = layout
        let base = layout.purpose
        /// The purpose across the top: `width` wide from `x`, in the template's style.
        func band(x: Double = 0.06, y: Double = 0.05, width: Double = 0.88, rotation: Double = 0)
            -> TextBox
        {
            TextBox(
                x: x, y: y, width: width, alignment: base.alignment, fontSize: base.fontSize,
                maxLines: base.maxLines, rotation: rotation, panel: base.panel)
        }
        func photo(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
            long.photo.centre = P.point(x, y)
            long.photo.width = width
            long.photo.height = height
        }
        switch number {
        case 1:
            long.purpose = band()
            photo(0.5, 0.575, 0.4, 0.4)
            long.goal = P.goal(
                x: 0.1, y: 0.95, width: 0.8, alignment: .centre, label: 0.06, value: 0.06,
                style: .inlineGoal)
        case 2, 13:
            long.purpose = band()
            photo(number == 2 ? 0.66 : 0.31, 0.69, 0.46, 0.34)
            long.goal.box.x = number == 2 ? 0.05 : 0.58
            long.goal.box.width = 0.37
            long.goal.box.fontSize = 0.055
        case 3, 5:
            photo(0.5, 0.22, 0.62, 0.34)
            long.purpose = band(y: 0.43)
            long.goal.labelFontSize = 0.05
            long.goal.box.fontSize = number == 3 ? 0.07 : 0.065
        case 4, 12:
            long.purpose = band(x: 0.05, y: 0.06, width: 0.9, rotation: -4)
            photo(0.29, 0.69, 0.4, 0.4)
            long.goal.box.x = 0.58
            long.goal.box.width = 0.36
        case 6:
            long.purpose = band(x: 0.05, width: 0.9)
            photo(0.28, 0.7, 0.45, 0.45)
        case 7:
            // NB: a strip beside a long purpose would leave it too narrow a column; the
            // photo keeps the right and bottom edges below it instead, as wide as the goal
            // beside it allows; a smaller goal leaves the QR code room above it.
            long.purpose = band()
            long.photo.fillsHeight = false
            photo(0.79, 0.79, 0.42, 0.42)
            long.goal = P.goal(
                x: 0.06, y: 0.95, width: 0.5, alignment: .leading, label: 0.05, value: 0.065)
        case 9:
            photo(0.69, 0.215, 0.6, 0.35)
            long.goal.box.y = 0.43
            long.goal.box.fontSize = 0.065
            long.purpose.fontSize = 0.05
        case 10:
            long.purpose = band()
            photo(0.72, 0.7, 0.42, 0.48)
            long.goal.box.x = 0.06
            long.goal.box.width = 0.42
        case 11:
            long.purpose = band(x: 0.05, width: 0.9)
            photo(0.68, 0.69, 0.46, 0.46)
            long.goal.box.width = 0.36
        case 14:
            long.purpose = band(x: 0.05, width: 0.9)
            photo(0.72, 0.71, 0.42, 0.42)
            long.goal.box.width = 0.45
        case 15:
            long.purpose = band()
            photo(0.3, 0.69, 0.46, 0.46)
            long.goal.box.x = 0.58
            long.goal.box.width = 0.37
        default:
            break
        }
        return long
    }
}
