import CampaignsDomain

/// Tells the form and `campaigns add`/`edit` when a template's poster cuts a purpose, with
/// the same `PurposeFit` rule and font metrics the poster writers use.
public struct PosterPurposeFitting: PurposeFitting {
    /// Creates the measurer.
    public init() {}

    /// How many characters of `purpose` the poster of `template` shows when it is cut; nil
    /// when it fits. Every format is 1080 points wide, so the format does not matter.
    public func fittingCharacters(of purpose: String, in template: PosterTemplate) -> Int? {
        PurposeFit.fittingCharacters(
            of: PosterScene.purposeText(purpose), in: template.layout.purpose,
            canvas: PosterCanvas(format: .square))
    }
}
