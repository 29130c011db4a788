/// Measures whether a purpose fits a template's text box on the poster, with the poster
/// font's real metrics (Data has them; Domain and Presentation only ask).
public protocol PurposeFitting: Sendable {
    /// How many characters of `purpose` the `format` poster of `template` shows when even
    /// the smallest legible size in all the room its layout has cannot hold all of it; nil
    /// when all of it fits (maybe smaller).
    func fittingCharacters(of purpose: String, in template: PosterTemplate, format: PosterFormat)
        -> Int?
}
