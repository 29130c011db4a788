import Foundation

/// A fundraising campaign: what the money is for, how much is needed, where it goes, and how
/// its poster looks.
public struct Campaign: Equatable, Identifiable, Sendable {
    /// The campaign's stable id.
    public var id: UUID
    /// What the money is for (trimmed, 1…200 characters when it came through validation).
    public var purpose: String
    /// How much money is needed; nil for no target.
    public var target: Hryvnias?
    /// Where donations go; nil for no link.
    public var jarLink: JarLink?
    /// The kept copy of the photo.
    public var photo: CampaignPhoto
    /// The poster template.
    public var templateID: TemplateID
    /// The photo's zoom and offsets.
    public var placement: PhotoPlacement
    /// The poster's format.
    public var format: PosterFormat
    /// The language of the poster's fixed words as the user chose it; nil: by the purpose's
    /// letters (``posterLanguage``).
    public var language: PosterLanguage?
    /// The last jar details fetched, kept when a later fetch fails.
    public var jarDetails: JarDetails?
    /// When the campaign was created.
    public var createdAt: Date
    /// When the campaign was last changed.
    public var updatedAt: Date

    /// Creates a campaign.
    public init(
        id: UUID, purpose: String, target: Hryvnias?, jarLink: JarLink?, photo: CampaignPhoto,
        templateID: TemplateID, placement: PhotoPlacement = .identity,
        format: PosterFormat = .square, language: PosterLanguage? = nil,
        jarDetails: JarDetails? = nil, createdAt: Date, updatedAt: Date
    ) {
        self.id = id
        self.purpose = purpose
        self.target = target
        self.jarLink = jarLink
        self.photo = photo
        self.templateID = templateID
        self.placement = placement
        self.format = format
        self.language = language
        self.jarDetails = jarDetails
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The language the poster's fixed words are in: the chosen one, or the one the purpose
    /// is written in (``PosterLanguage/detected(in:)``).
    public var posterLanguage: PosterLanguage { language ?? .detected(in: purpose) }

    /// The money collected so far, when jar details are known.
    public var collected: Hryvnias? { jarDetails?.collected }

    /// The amount the campaign collects for: its own target, or else the goal its jar was
    /// given on monobank (known after a refresh).
    public var goal: Hryvnias? { target ?? jarDetails?.goal }

    /// collected / ``goal`` clamped to 0…1; nil without a goal or without jar details.
    public var progress: Double? {
        guard let goal, let collected else { return nil }
        return collected.fraction(of: goal)
    }

    /// Whether the collected money reached the ``goal``.
    public var hasReachedTarget: Bool {
        guard let goal, let collected, goal.kopecks > 0 else { return false }
        return collected >= goal
    }

    /// This campaign as a poster without its jar's progress: the goal stays (the jar's, when
    /// the campaign has none of its own), the amount collected and its bar go.
    public var withoutProgress: Campaign {
        var poster = self
        poster.target = goal
        poster.jarDetails = nil
        return poster
    }

    /// Whether the jar is known and no longer accepts money.
    public var isJarClosed: Bool {
        guard let jarDetails else { return false }
        return !jarDetails.isActive
    }

    /// Whether the campaign is over: target reached or jar closed.
    public var isFinished: Bool { hasReachedTarget || isJarClosed }
}
