/// A template's stable id, `<gradient>_<placement>` as in the original (`blueLinear_center`).
public struct TemplateID: Hashable, Sendable, CustomStringConvertible {
    /// The id as written, e.g. `blueLinear_center`.
    public var rawValue: String

    /// Wraps a raw id; whether it names a template is for ``TemplateCatalogue`` to say.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The raw id.
    public var description: String { rawValue }
}
