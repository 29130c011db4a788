import CampaignsDomain

/// Tells the form and `campaigns add`/`edit` when a template's poster cuts a purpose, with
/// the same `PurposeFit` rule, layouts and font metrics the poster writers use.
public struct PosterPurposeFitting: PurposeFitting {
    /// Creates the measurer.
    public init() {}

    /// How many characters of `purpose` the `format` poster of `template` shows when it is
    /// cut; nil when it fits. Each format has its own layout, so its own room.
    public func fittingCharacters(
        of purpose: String, in template: PosterTemplate, format: PosterFormat
    ) -> Int? {
        PurposeFit.fittingCharacters(
            of: PosterScene.purposeText(
                purpose, fallback: PosterLanguage.ukrainian.labels.purposeFallback),
            in: template, format: format)
    }
}
