/// The poster templates in catalogue order, looked up by id or by their 1-based number.
public struct TemplateCatalogue: Equatable, Sendable {
    /// Every template, in catalogue order.
    public let templates: [PosterTemplate]

    /// Creates a catalogue from templates in their display order.
    public init(templates: [PosterTemplate]) {
        self.templates = templates
    }

    /// The 15 templates of the original MakeCampaign, in its catalogue order.
    public static let standard = TemplateCatalogue(
        templates: (StandardTemplates.firstHalf + StandardTemplates.secondHalf).map {
            var template = $0
            template.longPurposeLayout = StandardTemplates.longPurposeLayout(
                of: template.number, from: template.layout)
            return template
        })

    /// The template with this id, if the catalogue has one.
    public func template(id: TemplateID) -> PosterTemplate? {
        templates.first { $0.id == id }
    }

    /// The template shown as `number` (1-based) in the picker, if any.
    public func template(number: Int) -> PosterTemplate? {
        templates.first { $0.number == number }
    }
}

/// Shorthands for building the standard templates.
enum TemplateParts {
    static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> RGBColour {
        RGBColour(red: red, green: green, blue: blue)
    }

    static func stops(_ colours: RGBColour...) -> [GradientStop] {
        let last = Double(max(colours.count - 1, 1))
        return colours.enumerated().map { GradientStop($1, at: Double($0) / last) }
    }

    static func point(_ x: Double, _ y: Double) -> UnitPoint {
        UnitPoint(x: x, y: y)
    }

    static func panel(_ opacity: Double, colour: RGBColour = .black, capsule: Bool = false)
        -> TextPanel
    {
        TextPanel(colour: colour, opacity: opacity, isCapsule: capsule)
    }

    /// A goal block: the goal's label above the amount unless `style` says otherwise.
    static func goal(
        x: Double, y: Double, width: Double, anchor: VerticalAnchor = .bottom,
        alignment: TextAlignment, label: Double, value: Double,
        style: GoalStyle = .labelAbove, rotation: Double = 0,
        panel: TextPanel? = nil
    ) -> GoalBox {
        GoalBox(
            style: style,
            box: TextBox(
                x: x, y: y, width: width, anchor: anchor, alignment: alignment, fontSize: value,
                maxLines: 1, rotation: rotation, panel: panel),
            labelFontSize: label)
    }
}
