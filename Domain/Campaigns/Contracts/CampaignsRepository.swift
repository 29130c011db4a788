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
    func delete(id: Campaign.ID) async throws
    /// Stores fresh jar details for the campaigns that still exist, leaving everything else
    /// (including edits made meanwhile) as it is.
    func recordJarDetails(_ details: [Campaign.ID: JarDetails]) async throws
}
