import CampaignsDomain
import CleanAppsDataCore
import Foundation

/// Keeps campaigns in a ``CampaignDocumentStorage``, one read-modify-write per change.
///
/// Operations run one after another in call order (a chain of tasks, since an actor alone
/// would interleave them at every `await`), so concurrent saves never lose each other's
/// changes; each write re-applies its change to the records re-read under the storage's
/// lock, so another process's change is not lost either. It works on the stored records, so a record it cannot read is kept in the file
/// untouched instead of being lost on the next write. Storage failures become
/// ``CampaignsDomain/CampaignsError/storageFailed(_:)``.
public actor DocumentCampaignsRepository: CampaignsRepository {
    private let storage: any CampaignDocumentStorage
    private var lastOperation: Task<Void, Never>?

    /// Creates a repository over `storage`.
    public init(storage: any CampaignDocumentStorage) {
        self.storage = storage
    }

    /// Every saved campaign, oldest first.
    public func campaigns() async throws -> [Campaign] {
        try await serialized { records in (records.compactMap { $0.campaign() }, nil) }
    }

    /// Inserts `campaign`, or replaces the one with its id.
    public func save(_ campaign: Campaign) async throws {
        try await serialized { records in
            let record = CampaignDTO(campaign)
            var records = records
            if let index = records.firstIndex(where: { $0.id == record.id }) {
                records[index] = record
            } else {
                records.append(record)
            }
            return ((), records)
        }
    }

    /// Removes the campaign with `id`; throws ``CampaignsError/campaignNotFound`` if absent. The
    /// campaigns as they were are kept (the last three deletes) for ``restoreDeletedCampaigns()``.
    public func delete(id: Campaign.ID) async throws {
        try await serialized(keepingBackup: true) { records in
            guard let index = records.firstIndex(where: { $0.id == id.uuidString }) else {
                throw CampaignsError.campaignNotFound
            }
            var records = records
            records.remove(at: index)
            return ((), records)
        }
    }

    /// The campaigns the last kept delete removed, which ``restoreDeletedCampaigns()`` would put
    /// back; nil when no delete is kept.
    public func deletedCampaigns() async throws -> [Campaign]? {
        try await inOrder { [storage] in
            do {
                guard let backup = try await storage.backupCampaigns() else { return nil }
                let records = try await storage.loadCampaigns()
                return Self.putBack(current: records, kept: backup).restored
            } catch {
                throw Self.storageFailure(error)
            }
        }
    }

    /// Puts back the campaigns the last kept delete removed, keeping every change made since
    /// (campaigns added or edited later stay as they are), and returns them; nil, and nothing
    /// changed, when no delete is kept. Earlier deletes stay for further undos.
    public func restoreDeletedCampaigns() async throws -> [Campaign]? {
        try await inOrder { [storage] in
            do {
                return try await storage.restoreBackup { current, backup in
                    let merge = Self.putBack(current: current, kept: backup)
                    return (merge.merged, merge.restored)
                }
            } catch {
                throw Self.storageFailure(error)
            }
        }
    }

    /// Stores fresh jar details for the campaigns that still exist, leaving everything else
    /// (including edits made meanwhile) as it is.
    public func recordJarDetails(_ details: [Campaign.ID: JarDetails]) async throws {
        try await serialized { records in
            var records = records
            var changed = false
            for index in records.indices {
                guard var campaign = records[index].campaign(), let fresh = details[campaign.id]
                else { continue }
                campaign.jarDetails = fresh
                records[index] = CampaignDTO(campaign)
                changed = true
            }
            return ((), changed ? records : nil)
        }
    }

    /// The merge of an undo (``DeletedCampaignsMerge``) on stored records; the restored
    /// ones as campaigns (a record that cannot be read comes back to the file all the same).
    private static func putBack(current: [CampaignDTO], kept: [CampaignDTO]) -> (
        merged: [CampaignDTO], restored: [Campaign]
    ) {
        let merge = DeletedCampaignsMerge.merge(current: current, kept: kept, id: \.id)
        return (merge.merged, merge.restored.compactMap { $0.campaign() })
    }

    /// Runs `change` on the stored records after every earlier operation finished. When it
    /// returns records to write, it runs again on the records re-read under the storage's
    /// lock and those are written (the replaced ones kept as a backup with `keepingBackup`),
    /// so a change made meanwhile by another process is kept.
    private func serialized<Result: Sendable>(
        keepingBackup: Bool = false,
        _ change: @escaping @Sendable ([CampaignDTO]) throws -> (Result, [CampaignDTO]?)
    ) async throws -> Result {
        try await inOrder { [storage] in
            let records: [CampaignDTO]
            do {
                records = try await storage.loadCampaigns()
            } catch {
                throw Self.storageFailure(error)
            }
            let (result, changed) = try change(records)
            guard changed != nil else { return result }
            let write = { @Sendable (current: inout [CampaignDTO]) throws -> Result in
                let (result, changed) = try change(current)
                if let changed { current = changed }
                return result
            }
            do {
                return keepingBackup
                    ? try await storage.updateCampaignsKeepingBackup(write)
                    : try await storage.updateCampaigns(write)
            } catch let error as CampaignsError {
                throw error
            } catch {
                throw Self.storageFailure(error)
            }
        }
    }

    /// Runs `body` after every earlier operation finished.
    private func inOrder<Result: Sendable>(
        _ body: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        let previous = lastOperation
        let operation = Task { () async throws -> Result in
            await previous?.value
            return try await body()
        }
        lastOperation = Task { _ = try? await operation.value }
        return try await operation.value
    }

    /// A storage error as ``CampaignsError/storageFailed(_:)``, with the store's sentence
    /// naming the file and why when there is one.
    private static func storageFailure(_ error: any Error) -> CampaignsError {
        .storageFailed((error as? StoreError)?.message)
    }
}
