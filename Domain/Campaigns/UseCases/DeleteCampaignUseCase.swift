/// Deletes a campaign; posters already written stay where they are.
///
/// NB: the photo copy is not removed here: the store keeps the campaigns as they were before
/// the delete (for ``UndoCampaignDeleteUseCase``), and an undo must bring the campaign back
/// whole. The start-up clean-up removes a photo once neither the store nor a kept backup
/// refers to it.
public struct DeleteCampaignUseCase: Sendable {
    private let repository: any CampaignsRepository

    /// Creates the use case.
    public init(repository: any CampaignsRepository) {
        self.repository = repository
    }

    /// Removes `campaign`; throws ``CampaignsError/campaignNotFound`` or
    /// ``CampaignsError/storageFailed(_:)``.
    public func execute(_ campaign: Campaign) async throws {
        try await repository.delete(id: campaign.id)
    }
}

/// Puts back the campaigns the last `delete` removed, with their photos.
public struct UndoCampaignDeleteUseCase: Sendable {
    private let repository: any CampaignsRepository

    /// Creates the use case.
    public init(repository: any CampaignsRepository) {
        self.repository = repository
    }

    /// The campaigns an undo would put back; nil (or empty) when there is nothing to undo.
    public func preview() async throws -> [Campaign]? {
        try await repository.deletedCampaigns()
    }

    /// Puts the deleted campaigns back and returns them.
    ///
    /// - Throws: ``CampaignsError/nothingToUndo`` when no delete is kept (or the kept one
    ///   has nothing left to put back); ``CampaignsError/storageFailed(_:)``.
    public func execute() async throws -> [Campaign] {
        guard let restored = try await repository.restoreDeletedCampaigns(), !restored.isEmpty
        else { throw CampaignsError.nothingToUndo }
        return restored
    }
}
