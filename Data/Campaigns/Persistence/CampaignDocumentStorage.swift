import CleanAppsDataCore

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
    /// Like ``updateCampaigns(_:)``, but the records it replaces are first kept as the newest
    /// backup (the last three are kept), for ``restoreBackup(_:)``.
    func updateCampaignsKeepingBackup<Value: Sendable>(
        _ change: @escaping @Sendable (inout [CampaignDTO]) throws -> Value
    ) async throws -> Value
    /// The records in the newest backup; nil when none is kept.
    func backupCampaigns() async throws -> [CampaignDTO]?
    /// Under the lock: stores what `merge` makes of the stored records and the newest
    /// backup's, then drops that backup (older ones move up). Nil, and nothing changed, when
    /// no backup is kept.
    func restoreBackup<Value: Sendable>(
        _ merge:
            @escaping @Sendable (_ current: [CampaignDTO], _ backup: [CampaignDTO]) -> (
                [CampaignDTO], Value
            )
    ) async throws -> Value?
}
