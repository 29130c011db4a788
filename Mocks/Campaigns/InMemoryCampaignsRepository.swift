import CampaignsData
import CampaignsDomain
import CampaignsPresentation
import CleanAppsCore
import Foundation

/// Keeps campaigns in memory; `failing` makes every call throw ``CampaignsError/storageFailed``.
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

    public func campaigns() async throws -> [Campaign] {
        try check()
        return stored
    }

    public func save(_ campaign: Campaign) async throws {
        try check()
        if let index = stored.firstIndex(where: { $0.id == campaign.id }) {
            stored[index] = campaign
        } else {
            stored.append(campaign)
        }
    }

    public func delete(id: Campaign.ID) async throws {
        try check()
        guard let index = stored.firstIndex(where: { $0.id == id }) else {
            throw CampaignsError.campaignNotFound
        }
        kept = Array((kept + [stored]).suffix(3))
        stored.remove(at: index)
    }

    public func deletedCampaigns() async throws -> [Campaign]? {
        try check()
        guard let last = kept.last else { return nil }
        return merge(last).restored
    }

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
