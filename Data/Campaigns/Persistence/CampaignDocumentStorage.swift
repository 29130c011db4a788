/// Reads and writes the whole list of stored campaigns: the seam between
/// ``DocumentCampaignsRepository`` and the JSON document store that keeps `campaigns.json`
/// (atomic, locked writes, schema version, corrupt files moved aside).
public protocol CampaignDocumentStorage: Sendable {
    /// Every stored record; empty when there is no file yet.
    func loadCampaigns() async throws -> [CampaignDTO]
    /// Re-reads the records under the storage's lock, lets `change` edit them and writes them
    /// back before the lock is released, so another process's change made in between is not
    /// lost. When `change` throws, nothing is written and its error is rethrown.
    /// - Returns: what `change` returned.
    func updateCampaigns<Value: Sendable>(
        _ change: @escaping @Sendable (inout [CampaignDTO]) throws -> Value
    ) async throws -> Value
}
