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

    public func loadCampaigns() async throws -> [CampaignDTO] {
        records.withLock { $0 }
    }

    public func updateCampaigns<Value: Sendable>(
        _ change: @escaping @Sendable (inout [CampaignDTO]) throws -> Value
    ) async throws -> Value {
        await Task.yield()
        let result = try records.withLock { try change(&$0) }
        writes.withLock { $0 += 1 }
        return result
    }

    public func updateCampaignsKeepingBackup<Value: Sendable>(
        _ change: @escaping @Sendable (inout [CampaignDTO]) throws -> Value
    ) async throws -> Value {
        let before = current
        let result = try await updateCampaigns(change)
        backups.withLock { $0 = Array(($0 + [before]).suffix(3)) }
        return result
    }

    public func backupCampaigns() async throws -> [CampaignDTO]? {
        backups.withLock { $0.last }
    }

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
