import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore

/// Every feature store's writing operations (campaigns delete, save and undo; directory
/// import, favourite and undo; water reset, clean and undo; a giveaway favourite), each
/// step failed and, separately, stopped as a kill would, on a file system with and without
/// hard links: the file is whole and holds the state before or after, the backups are that
/// state's and distinct files, and the feature's undo walks back through them in order.
@Suite struct StoreCommitFaultTests {
    @Test(arguments: FeatureStoreOperation.all, Linking.allCases)
    func everyStepFailedOrStopped_leavesBeforeOrAfterAndUndoWalksBack(
        operation: FeatureStoreOperation, linking: Linking
    ) async throws {
        let reference = try await FeatureStoreRun(operation, linking: linking)
        let before = try reference.observed()
        let counting = WriteSteps()
        let countingThrew = await reference.perform(counting)
        #expect(!countingThrew)
        let after = try reference.observed()
        #expect(after != before, "the operation changes the store")
        for step in 0..<counting.count {
            for stops in [false, true] {
                let run = try await FeatureStoreRun(operation, linking: linking)
                let snapshot = try FolderSnapshot(run.folder)
                let steps = stops ? WriteSteps(stopping: step) : WriteSteps(failing: step)
                let threw = await run.perform(steps)
                let observed = try run.observed()
                let label = "\(operation.name), \(stops ? "stopped" : "failed") at step \(step)"
                if stops {
                    #expect(observed == before || observed == after, "\(label): \(steps.names)")
                } else if threw {
                    #expect(try FolderSnapshot(run.folder) == snapshot, "\(label): \(steps.names)")
                } else {
                    #expect(observed == after, "\(label): \(steps.names)")
                }
                try run.expectDistinctFiles(label)
                try await run.expectUndoWalks(label)
            }
        }
    }

    /// The full-disk case of the report: a kept delete, two deletes that fail for want of
    /// space, then one that succeeds; two undos put the first deleted campaign back.
    @Test func campaigns_failedDeletes_keepEveryUndo() async throws {
        let folder = try TemporaryDirectory()
        let repository = DocumentCampaignsRepository(
            storage: JSONFileCampaignDocumentStorage(directory: folder.url, notices: NoticeBoard()))
        let campaigns = (1...4).map { CampaignFixtures.campaign(id: $0, purpose: "Campaign \($0)") }
        for campaign in campaigns { try await repository.save(campaign) }
        try await repository.delete(id: campaigns[2].id)

        for id in [campaigns[0].id, campaigns[1].id] {
            await #expect(throws: CampaignsError.self) {
                try await WriteFault.$current.withValue(.diskFull) {
                    try await repository.delete(id: id)
                }
            }
        }
        let inodes = ["campaigns.json"] + (1...3).map { "campaigns.json.backup-\($0)" }
        let numbers = inodes.compactMap { FileIdentity.inode(folder.appending($0)) }
        #expect(Set(numbers).count == numbers.count, "\(folder.names())")
        try await repository.delete(id: campaigns[0].id)
        #expect(try await repository.restoreDeletedCampaigns() == [campaigns[0]])
        #expect(try await repository.restoreDeletedCampaigns() == [campaigns[2]])
        #expect(try await repository.campaigns() == campaigns)
    }
}

/// A feature store's data folder, set up, and one operation on it.
struct FeatureStoreRun {
    let operation: FeatureStoreOperation
    let linking: Linking
    let folder: TemporaryDirectory

    init(_ operation: FeatureStoreOperation, linking: Linking) async throws {
        self.operation = operation
        self.linking = linking
        folder = try TemporaryDirectory()
        try await WriteFault.$current.withValue(linking.fault()) {
            try await operation.setUp(folder.url)
        }
    }

    /// Runs the operation under `steps`; true when it threw.
    func perform(_ steps: WriteSteps) async -> Bool {
        do {
            try await WriteFault.$current.withValue(linking.fault(steps)) {
                try await operation.operation(folder.url)
            }
            return false
        } catch {
            return true
        }
    }

    private var store: JSONDocumentStore<StoredJSON> {
        JSONDocumentStore(
            directory: folder.url, fileName: operation.fileName,
            schemaVersion: operation.schemaVersion, notices: NoticeBoard(),
            makeDefault: { .null })
    }

    /// The file's document (which must be whole) and the backups', newest first.
    func observed() throws -> RawStoreState {
        var state = RawStoreState()
        switch store.inspect() {
        case .missing: break
        case .current(let document): state.file = document
        case let other: Issue.record("\(operation.fileName) is not whole: \(other)")
        }
        state.backups = try store.loadBackups()
        return state
    }

    /// The file and the backups are distinct files.
    func expectDistinctFiles(_ label: String) throws {
        let names = [operation.fileName] + (1...3).map { "\(operation.fileName).backup-\($0)" }
        let inodes = names.compactMap { FileIdentity.inode(folder.appending($0)) }
        #expect(Set(inodes).count == inodes.count, "\(label): \(folder.names())")
    }

    /// The feature's undo puts each backup back, newest first, then finds none; after a
    /// read no staged file is left.
    func expectUndoWalks(_ label: String) async throws {
        var remaining = try observed().backups
        try await WriteFault.$current.withValue(linking.fault()) {
            while !remaining.isEmpty {
                let newest = remaining.removeFirst()
                guard try await operation.undo(folder.url) else {
                    Issue.record("\(label): undo found nothing, \(remaining.count + 1) to go")
                    return
                }
                let now = try observed()
                #expect(now.backups == remaining, "\(label): undo")
                #expect(operation.putBack(now.file, newest), "\(label): undo")
                try expectDistinctFiles(label)
            }
            let undid = try await operation.undo(folder.url)
            #expect(!undid, "\(label): undo past the last")
        }
        _ = try store.load()
        let left = folder.names().filter { $0.hasPrefix(".") || $0.contains(".backup-") }
        #expect(left.isEmpty, "\(label): \(folder.names())")
    }
}

/// A store file read as JSON: its document (nil: no file) and the backups', newest first.
struct RawStoreState: Equatable {
    var file: StoredJSON?
    var backups: [StoredJSON] = []
}
