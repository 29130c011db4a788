import CampaignsDomain
import CleanAppsCore

/// Keeps campaigns in memory; `failing` makes every call throw ``CampaignsError/storageFailed``.
public actor InMemoryCampaignsRepository: CampaignsRepository {
    /// The campaigns held, in insertion order.
    public private(set) var stored: [Campaign]
    /// Jar details passed to ``recordJarDetails(_:)``, one entry per call.
    public private(set) var recordedDetails: [[Campaign.ID: JarDetails]] = []
    private var failing: Bool

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
        stored.remove(at: index)
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
