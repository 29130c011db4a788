import CampaignsData
import CampaignsDomain
import CampaignsPresentation
import CleanAppsCore
import Foundation

/// Keeps campaigns in memory; `failing` makes every call throw `CampaignsError/storageFailed`.
public actor InMemoryCampaignsRepository: CampaignsRepository {
    /// The campaigns held, in insertion order.
    public private(set) var stored: [Campaign]
    /// Jar details passed to ``recordJarDetails(_:)``, one entry per call.
    public private(set) var recordedDetails: [[Campaign.ID: JarDetails]] = []
    private var failing: Bool
    private var kept: [[Campaign]] = []

    /// Creates a repository holding `campaigns`.
    public init(_ campaigns: [Campaign] = [], failing: Bool = false) {
        self.stored = campaigns
        self.failing = failing
    }

    /// Makes later calls fail (or succeed again).
    public func setFailing(_ failing: Bool) {
        self.failing = failing
    }

    /// Every saved campaign, oldest first.
    public func campaigns() async throws -> [Campaign] {
        try check()
        return stored
    }

    /// Inserts `campaign`, or replaces the one with its id.
    public func save(_ campaign: Campaign) async throws {
        try check()
        if let index = stored.firstIndex(where: { $0.id == campaign.id }) {
            stored[index] = campaign
        } else {
            stored.append(campaign)
        }
    }

    /// Removes the campaign with `id`; throws `CampaignsError/campaignNotFound` if absent. The
    /// campaigns as they were are kept (the last three deletes) for ``restoreDeletedCampaigns()``.
    public func delete(id: Campaign.ID) async throws {
        try check()
        guard let index = stored.firstIndex(where: { $0.id == id }) else {
            throw CampaignsError.campaignNotFound
        }
        kept = Array((kept + [stored]).suffix(3))
        stored.remove(at: index)
    }

    /// The campaigns the last kept delete removed, which ``restoreDeletedCampaigns()`` would put
    /// back; nil when no delete is kept.
    public func deletedCampaigns() async throws -> [Campaign]? {
        try check()
        guard let last = kept.last else { return nil }
        return merge(last).restored
    }

    /// Puts back the campaigns the last kept delete removed, keeping every change made since
    /// (campaigns added or edited later stay as they are), and returns them; nil, and nothing
    /// changed, when no delete is kept. Earlier deletes stay for further undos.
    public func restoreDeletedCampaigns() async throws -> [Campaign]? {
        try check()
        guard let last = kept.popLast() else { return nil }
        let (merged, restored) = merge(last)
        stored = merged
        return restored
    }

    private func merge(_ last: [Campaign]) -> (merged: [Campaign], restored: [Campaign]) {
        DeletedCampaignsMerge.merge(current: stored, kept: last, id: { $0.id.uuidString })
    }

    /// Stores fresh jar details for the campaigns that still exist, leaving everything else
    /// (including edits made meanwhile) as it is.
    public func recordJarDetails(_ details: [Campaign.ID: JarDetails]) async throws {
        recordedDetails.append(details)
        try check()
        for index in stored.indices {
            if let fresh = details[stored[index].id] { stored[index].jarDetails = fresh }
        }
    }

    private func check() throws {
        if failing { throw CampaignsError.storageFailed() }
    }
}
