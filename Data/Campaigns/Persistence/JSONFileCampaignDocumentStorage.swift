import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import Foundation

/// Keeps campaign records in `campaigns.json` in the data directory through
/// `JSONDocumentStore`: the envelope carries the schema version, writes are atomic and
/// locked across processes, a damaged file is moved aside with a notice, and a file written
/// by a newer CleanApps is never overwritten (reading gives no campaigns, writing throws).
///
/// The file's `document` is the array of ``CampaignDTO`` records (schema 1).
public struct JSONFileCampaignDocumentStorage: CampaignDocumentStorage {
    /// The file name inside the data directory.
    public static let fileName = "campaigns.json"
    /// The schema version this build reads and writes.
    public static let schemaVersion = 1

    private let store: JSONDocumentStore<[CampaignDTO]>

    /// Storage in `directory`; problems with the file are reported on `notices`.
    public init(directory: URL, notices: NoticeBoard, now: @escaping Now = { Date() }) {
        store = JSONDocumentStore(
            directory: directory, fileName: Self.fileName, schemaVersion: Self.schemaVersion,
            notices: notices, now: now, makeDefault: { [] })
    }

    /// The file the records live in.
    public var fileURL: URL { store.fileURL }

    /// The stored records; throws `StoreError` when a damaged file can be neither read nor
    /// moved aside.
    public func loadCampaigns() async throws -> [CampaignDTO] {
        try store.load()
    }

    /// Runs `body` under the store's lock with the stored records (nil: no file yet), writing
    /// nothing; throws `StoreError` when the file is damaged, not current, or was moved
    /// aside, so clean-ups leave everything alone. See `JSONDocumentStore/readLocked(_:)`.
    public func readLocked<Result>(_ body: ([CampaignDTO]?) throws -> Result) throws -> Result {
        try store.readLocked(body)
    }

    /// Changes the records under the store's lock; throws `StoreError` when the file
    /// cannot be saved or belongs to a newer CleanApps, or whatever `change` throws.
    public func updateCampaigns<Value: Sendable>(
        _ change: @escaping @Sendable (inout [CampaignDTO]) throws -> Value
    ) async throws -> Value {
        try store.update(change)
    }

    /// Keeps the replaced file as `campaigns.json.backup-1` (`-2`, `-3`).
    public func updateCampaignsKeepingBackup<Value: Sendable>(
        _ change: @escaping @Sendable (inout [CampaignDTO]) throws -> Value
    ) async throws -> Value {
        try store.change(keepingBackup: true) { stored in
            var records = stored
            let result = try change(&records)
            return (records, result)
        }
    }

    /// The records in the newest backup; nil when none is kept.
    public func backupCampaigns() async throws -> [CampaignDTO]? {
        try store.loadBackup()
    }

    /// Every kept backup's records, newest first; throws `StoreError` when one cannot be
    /// read. Call it inside ``readLocked(_:)`` to see the backups as they are under the lock.
    public func allBackupCampaigns() throws -> [[CampaignDTO]] {
        try store.loadBackups()
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
        var value: Value?
        _ = try store.restoreBackup { current, backup in
            let (records, result) = merge(current, backup)
            value = result
            return records
        }
        return value
    }
}
