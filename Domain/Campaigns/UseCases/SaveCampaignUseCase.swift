import CleanAppsCore
import Foundation

/// What to save: the form's draft, the campaign it edits (nil for a new one), and whether an
/// existing poster file may be replaced.
public struct SaveCampaignRequest: Equatable, Sendable {
    /// The form's content.
    public var draft: CampaignDraft
    /// The campaign being edited; nil for a new one.
    public var original: Campaign?
    /// Whether an existing poster file may be replaced.
    public var overwritesPoster: Bool

    /// Creates a request.
    public init(draft: CampaignDraft, original: Campaign?, overwritesPoster: Bool) {
        self.draft = draft
        self.original = original
        self.overwritesPoster = overwritesPoster
    }
}

/// A saved campaign and where its poster was written.
public struct SavedCampaign: Equatable, Sendable {
    /// The campaign as stored.
    public var campaign: Campaign
    /// Where the poster was written.
    public var posterPath: String

    /// Creates the result.
    public init(campaign: Campaign, posterPath: String) {
        self.campaign = campaign
        self.posterPath = posterPath
    }
}

/// Saves a campaign: validates everything, keeps a copy of a new photo, renders and writes
/// the poster, then stores the campaign.
///
/// Nothing is stored when any step fails, and nothing new is left behind: when the poster or
/// the store fails, the photo copy made for this save and a poster file created by it are
/// removed again (NB: a poster that replaced an existing file, as the user allowed, keeps the
/// new rendering). An unchanged edit is refused with ``CampaignsError/nothingChanged``. Jar
/// details are kept unless the jar link changed. After an edit, the campaign's posters under
/// its old purpose or format are removed, so only the current one is left.
public struct SaveCampaignUseCase: Sendable {
    private let repository: any CampaignsRepository
    private let photoStore: any CampaignPhotoStore
    private let publisher: any PosterPublisher
    private let validator: CampaignValidator
    private let now: Now
    private let makeID: @Sendable () -> UUID

    /// Creates the use case.
    public init(
        repository: any CampaignsRepository, photoStore: any CampaignPhotoStore,
        publisher: any PosterPublisher, validator: CampaignValidator = CampaignValidator(),
        now: @escaping Now, makeID: @escaping @Sendable () -> UUID = { UUID() }
    ) {
        self.repository = repository
        self.photoStore = photoStore
        self.publisher = publisher
        self.validator = validator
        self.now = now
        self.makeID = makeID
    }

    /// Saves the campaign; throws ``CampaignsError``.
    public func execute(_ request: SaveCampaignRequest) async throws -> SavedCampaign {
        if let original = request.original, CampaignDraft(campaign: original) == request.draft {
            throw CampaignsError.nothingChanged
        }
        let valid = try validator.validate(request.draft)
        let photo: CampaignPhoto
        var newPhoto: CampaignPhoto?
        switch valid.photo {
        case .stored(let stored): photo = stored
        case .picked(let bytes, let header):
            photo = try await photoStore.storePhoto(bytes, header: header)
            newPhoto = photo
        }
        let time = now()
        let original = request.original
        let keepsJarDetails = original?.jarLink == valid.jarLink
        let campaign = Campaign(
            id: original?.id ?? makeID(), purpose: valid.purpose, target: valid.target,
            jarLink: valid.jarLink, photo: photo, templateID: valid.template.id,
            placement: valid.placement, format: valid.format, language: valid.language,
            jarDetails: keepsJarDetails ? original?.jarDetails : nil,
            createdAt: original?.createdAt ?? time, updatedAt: time)
        var poster: PublishedPoster?
        do {
            // NB: an edit re-renders the campaign's own derived poster without asking.
            poster = try await publisher.publish(
                campaign, to: .posterFolder,
                overwrite: request.overwritesPoster || original != nil)
            try await repository.save(campaign)
        } catch {
            await removeLeftovers(photo: newPhoto, poster: poster)
            throw error
        }
        if let original {
            // NB: best effort, like the photo below: the save itself has succeeded.
            try? await publisher.removePosters(of: original, keeping: poster)
        }
        if let old = original?.photo, old != photo {
            try? await photoStore.removePhoto(old)  // NB: a stale copy left behind is harmless.
        }
        return SavedCampaign(campaign: campaign, posterPath: poster?.path ?? "")
    }

    /// Removes what a failed save made: its photo copy and the poster file it created.
    private func removeLeftovers(photo: CampaignPhoto?, poster: PublishedPoster?) async {
        // NB: best effort; the save's own error is the one the user must see.
        if let poster { try? await publisher.withdraw(poster) }
        if let photo { try? await photoStore.removePhoto(photo) }
    }
}
