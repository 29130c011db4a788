import Foundation

/// Where campaigns are kept.
///
/// Implementations serialise their own writes; every method is safe to call concurrently.
public protocol CampaignsRepository: Sendable {
    /// Every saved campaign, oldest first.
    func campaigns() async throws -> [Campaign]
    /// Inserts `campaign`, or replaces the one with its id.
    func save(_ campaign: Campaign) async throws
    /// Removes the campaign with `id`; throws ``CampaignsError/campaignNotFound`` if absent.
    /// The campaigns as they were are kept (the last three deletes) for
    /// ``restoreDeletedCampaigns()``.
    func delete(id: Campaign.ID) async throws
    /// The campaigns the last kept delete removed, which ``restoreDeletedCampaigns()`` would
    /// put back; nil when no delete is kept.
    func deletedCampaigns() async throws -> [Campaign]?
    /// Puts back the campaigns the last kept delete removed, keeping every change made since
    /// (campaigns added or edited later stay as they are), and returns them; nil, and nothing
    /// changed, when no delete is kept. Earlier deletes stay for further undos.
    func restoreDeletedCampaigns() async throws -> [Campaign]?
    /// Stores fresh jar details for the campaigns that still exist, leaving everything else
    /// (including edits made meanwhile) as it is.
    func recordJarDetails(_ details: [Campaign.ID: JarDetails]) async throws
}
