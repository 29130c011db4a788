/// Reads and writes the whole list of stored campaigns: the seam between
/// ``DocumentCampaignsRepository`` and the JSON document store that keeps `campaigns.json`
/// (atomic, locked writes, schema version, corrupt files moved aside).
public protocol CampaignDocumentStorage: Sendable {
    /// Every stored record; empty when there is no file yet.
    func loadCampaigns() async throws -> [CampaignDTO]
    /// Replaces the stored records.
    func saveCampaigns(_ campaigns: [CampaignDTO]) async throws
}
