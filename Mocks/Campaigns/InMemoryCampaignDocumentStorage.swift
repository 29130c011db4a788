import CampaignsData
import CleanAppsCore
import CleanAppsDataCore
import Synchronization

/// Holds stored campaign records in memory, like the JSON document store would on disk.
public final class InMemoryCampaignDocumentStorage: CampaignDocumentStorage, Sendable {
    private let records: Mutex<[CampaignDTO]>
    private let writes = Mutex(0)
    private let backups = Mutex<[[CampaignDTO]]>([])

    /// Creates storage holding `records`.
    public init(_ records: [CampaignDTO] = []) {
        self.records = Mutex(records)
    }

    /// The records held now.
    public var current: [CampaignDTO] { records.withLock { $0 } }

    /// How many times the records were written.
    public var writeCount: Int { writes.withLock { $0 } }

    /// Every stored record; empty when there is no file yet.
    public func loadCampaigns() async throws -> [CampaignDTO] {
        records.withLock { $0 }
    }

    /// Re-reads the records under the storage's lock, lets `change` edit them and writes them back
    /// before the lock is released, so another process's change made in between is not lost. When
    /// `change` throws, nothing is written and its error is rethrown. - Returns: what `change`
    /// returned.
    public func updateCampaigns<Value: Sendable>(
        _ change: @escaping @Sendable (inout [CampaignDTO]) throws -> Value
    ) async throws -> Value {
        await Task.yield()
        let result = try records.withLock { try change(&$0) }
        writes.withLock { $0 += 1 }
        return result
    }

    /// Like ``updateCampaigns(_:)``, but the records it replaces are first kept as the newest
    /// backup (the last three are kept), for ``restoreBackup(_:)``.
    public func updateCampaignsKeepingBackup<Value: Sendable>(
        _ change: @escaping @Sendable (inout [CampaignDTO]) throws -> Value
    ) async throws -> Value {
        let before = current
        let result = try await updateCampaigns(change)
        backups.withLock { $0 = Array(($0 + [before]).suffix(3)) }
        return result
    }

    /// The records in the newest backup; nil when none is kept.
    public func backupCampaigns() async throws -> [CampaignDTO]? {
        backups.withLock { $0.last }
    }

    /// Under the lock: stores what `merge` makes of the stored records and the newest backup's,
    /// then drops that backup (older ones move up). Nil, and nothing changed, when no backup is
    /// kept.
    public func restoreBackup<Value: Sendable>(
        _ merge:
            @escaping @Sendable (_ current: [CampaignDTO], _ backup: [CampaignDTO]) -> (
                [CampaignDTO], Value
            )
    ) async throws -> Value? {
        guard let backup = backups.withLock({ $0.popLast() }) else { return nil }
        return try await updateCampaigns { records in
            let (merged, value) = merge(records, backup)
            records = merged
            return value
        }
    }
}
