import Foundation

/// The campaign form's content as the user typed and picked it, before validation.
public struct CampaignDraft: Equatable, Sendable {
    /// The purpose as typed.
    public var purpose: String
    /// The target as typed; empty for no target.
    public var targetText: String
    /// The jar link as typed; empty for no link.
    public var jarLinkText: String
    /// The chosen photo; nil when none is chosen yet.
    public var photo: DraftPhoto?
    /// The chosen template; nil when none is chosen yet.
    public var templateID: TemplateID?
    /// The photo's zoom and offsets.
    public private(set) var placement: PhotoPlacement
    /// The poster's format.
    public var format: PosterFormat
    /// The language of the poster's fixed words; nil: by the purpose's letters.
    public var language: PosterLanguage?

    /// Creates a draft; by default the empty form of a new campaign.
    public init(
        purpose: String = "", targetText: String = "", jarLinkText: String = "",
        photo: DraftPhoto? = nil, templateID: TemplateID? = nil,
        placement: PhotoPlacement = .identity, format: PosterFormat = .square,
        language: PosterLanguage? = nil
    ) {
        self.purpose = purpose
        self.targetText = targetText
        self.jarLinkText = jarLinkText
        self.photo = photo
        self.templateID = templateID
        self.placement = placement
        self.format = format
        self.language = language
    }

    /// The form of an existing campaign, its amounts written as ``Hryvnias/formatted``.
    public init(campaign: Campaign) {
        self.init(
            purpose: campaign.purpose, targetText: campaign.target?.formatted ?? "",
            jarLinkText: campaign.jarLink?.url.absoluteString ?? "",
            photo: .stored(campaign.photo), templateID: campaign.templateID,
            placement: campaign.placement, format: campaign.format, language: campaign.language)
    }

    /// Chooses a template and, as in the original, resets scale to 1 and offset to zero.
    public mutating func chooseTemplate(_ id: TemplateID) {
        templateID = id
        placement = .identity
    }

    /// Moves or zooms the photo inside the template's frame.
    public mutating func adjustPlacement(_ placement: PhotoPlacement) {
        self.placement = placement
    }
}
