/// A template's stable id, `<gradient>_<placement>` as in the original (`blueLinear_center`).
public struct TemplateID: Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String

    /// Wraps a raw id; whether it names a template is for ``TemplateCatalogue`` to say.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}
