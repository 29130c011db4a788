/// Deletes a campaign and the copy of its photo; posters already written stay where they are.
public struct DeleteCampaignUseCase: Sendable {
    private let repository: any CampaignsRepository
    private let photoStore: any CampaignPhotoStore

    /// Creates the use case.
    public init(repository: any CampaignsRepository, photoStore: any CampaignPhotoStore) {
        self.repository = repository
        self.photoStore = photoStore
    }

    /// Removes `campaign`; throws ``CampaignsError/campaignNotFound`` or
    /// ``CampaignsError/storageFailed(_:)``.
    public func execute(_ campaign: Campaign) async throws {
        try await repository.delete(id: campaign.id)
        // NB: the campaign is gone either way; a photo copy that cannot be removed is only litter.
        try? await photoStore.removePhoto(campaign.photo)
    }
}
