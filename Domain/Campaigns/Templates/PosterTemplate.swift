/// One poster design of the catalogue: a background gradient and its layouts.
public struct PosterTemplate: Equatable, Identifiable, Sendable {
    /// The template's stable id.
    public var id: TemplateID
    /// Its place in the catalogue, 1…15.
    public var number: Int
    /// A short English name.
    public var name: String
    /// The colours in words, for the template picker.
    public var colourDescription: String
    /// The background gradient.
    public var gradient: PosterGradient
    /// Where the photo, purpose and goal go.
    public var layout: PosterLayout
    /// The layout for a purpose that ``layout``'s box cannot hold legibly: the purpose takes
    /// a wide band and the photo, in the same shape and colours, the rest.
    public var longPurposeLayout: PosterLayout

    /// Creates a template; without `longPurposeLayout`, a long purpose keeps `layout`.
    public init(
        id: TemplateID, number: Int, name: String, colourDescription: String,
        gradient: PosterGradient, layout: PosterLayout, longPurposeLayout: PosterLayout? = nil
    ) {
        self.id = id
        self.number = number
        self.name = name
        self.colourDescription = colourDescription
        self.gradient = gradient
        self.layout = layout
        self.longPurposeLayout = longPurposeLayout ?? layout
    }
}
