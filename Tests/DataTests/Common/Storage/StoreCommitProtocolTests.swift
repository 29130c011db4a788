import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore

/// The commit protocol of every store write (docs/RELIABILITY.md), at every step: each
/// operation (save, save keeping a backup, undo, undo merging) from each number of backups,
/// on a file system with and without hard links, has each of its steps failed, and
/// separately stopped as a kill would. After a failure the folder is byte for byte and
/// inode for inode as before (or, past the commit, the save stands); after a stop the file
/// holds the state before or after and the backups are that state's; either way no backup
/// is another name of the file or of another backup, and undo walks back through them all.
@Suite struct StoreCommitProtocolTests {
    /// No file, then a file with 0 to 3 backups.
    static let backupCounts: [Int?] = [nil, 0, 1, 2, 3]
    /// The ids the operation saves: never held before.
    static let new = [100]

    @Test(arguments: StoreOperation.allCases, Linking.allCases)
    func everyStepFailing_leavesTheFolderAsBeforeOrTheSaveWhole(
        operation: StoreOperation, linking: Linking
    ) throws {
        try Self.forEveryStep(of: operation, linking: linking) { backups, step in
            let steps = WriteSteps(failing: step)
            let run = try StoreRun(backups: backups, linking: linking)
            let snapshot = try FolderSnapshot(run.folder)
            let threw = run.perform(operation, steps: steps)
            let label = "\(operation) from \(run.before), step \(step) \(steps.names)"
            if threw {
                #expect(try FolderSnapshot(run.folder) == snapshot, "\(label)")
            } else {
                #expect(try run.observed() == run.after(operation), "\(label)")
            }
            try run.expectDistinctFiles(label)
            try run.expectUndoWalks(label)
        }
    }

    @Test(arguments: StoreOperation.allCases, Linking.allCases)
    func everyStepStopped_leavesBeforeOrAfterAndUndoWalksBack(
        operation: StoreOperation, linking: Linking
    ) throws {
        try Self.forEveryStep(of: operation, linking: linking) { backups, step in
            let run = try StoreRun(backups: backups, linking: linking)
            _ = run.perform(operation, steps: WriteSteps(stopping: step))
            try run.expectBeforeOrAfter(
                operation, "\(operation) from \(run.before), stopped at \(step)")
        }
    }

    /// A kill during the clean-up of a failure: every failing step, then every later one.
    @Test(arguments: StoreOperation.allCases, Linking.allCases)
    func stoppedWhileCleaningUpAFailure_leavesBeforeOrAfter(
        operation: StoreOperation, linking: Linking
    ) throws {
        let count = try Self.stepCount(operation, backups: 3, linking: linking)
        for failing in 0..<count {
            let failed = try StoreRun(backups: 3, linking: linking)
            let steps = WriteSteps(failing: failing)
            _ = failed.perform(operation, steps: steps)
            for stop in failing + 1..<steps.count {
                let run = try StoreRun(backups: 3, linking: linking)
                _ = run.perform(operation, steps: WriteSteps(failing: failing, stopping: stop))
                try run.expectBeforeOrAfter(
                    operation, "\(operation): step \(failing) failed, stopped at \(stop)")
            }
        }
    }

    /// Generated sequences of operations, each with no fault, a failure or a stop at a
    /// random step, against the model.
    @Test(arguments: Linking.allCases)
    func generatedSequences_matchTheModelAtEveryStep(linking: Linking) throws {
        var random = SeededGenerator(seed: 0x5eed_c0de)
        for sequence in 0..<40 {
            let folder = try TemporaryDirectory()
            var state = StoreState()
            for index in 0..<10 {
                let operation = StoreOperation.allCases.randomElement(using: &random)!
                let new = [sequence * 100 + index + 1]
                let step = Int.random(in: 0..<24, using: &random)
                let steps: WriteSteps =
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: WriteSteps()
                    case 1: WriteSteps(failing: step)
                    default: WriteSteps(stopping: step)
                    }
                let run = StoreRun(folder: folder, before: state, linking: linking)
                // NB: a write settles what an earlier stop left, so those files are not compared.
                let snapshot = try FolderSnapshot(folder, hidden: false)
                let threw = run.perform(operation, new: new, steps: steps)
                let after = run.after(operation, new: new)
                let observed = try run.observed()
                let label = "sequence \(sequence), \(operation) from \(state), steps \(steps.names)"
                if steps.hasStopped {
                    #expect(observed == state || observed == after, "\(label): \(observed)")
                } else if threw {
                    #expect(try FolderSnapshot(folder, hidden: false) == snapshot, "\(label)")
                } else {
                    #expect(observed == after, "\(label): \(observed)")
                }
                try run.expectDistinctFiles(label)
                state = observed
            }
            try StoreRun(folder: folder, before: state, linking: linking)
                .expectUndoWalks("sequence \(sequence)")
        }
    }

    /// Runs `body` with each number of backups to start from and each step `operation`
    /// takes from there.
    private static func forEveryStep(
        of operation: StoreOperation, linking: Linking, _ body: (Int?, Int) throws -> Void
    ) throws {
        for backups in backupCounts {
            for step in 0..<(try stepCount(operation, backups: backups, linking: linking)) {
                try body(backups, step)
            }
        }
    }

    /// How many steps `operation` takes without a fault.
    private static func stepCount(_ operation: StoreOperation, backups: Int?, linking: Linking)
        throws -> Int
    {
        let steps = WriteSteps()
        let run = try StoreRun(backups: backups, linking: linking)
        #expect(!run.perform(operation, steps: steps))
        return steps.count
    }
}

/// A favourites store in a folder of its own, one operation on it as a fresh process would
/// run it, and the checks after.
struct StoreRun {
    let folder: TemporaryDirectory
    /// What the store held before the operation.
    let before: StoreState
    let linking: Linking

    /// A store holding `backups` backups (nil: no file), made by saves keeping backups.
    init(backups: Int?, linking: Linking) throws {
        folder = try TemporaryDirectory()
        self.linking = linking
        var state = StoreState()
        if let backups {
            for id in 1...backups + 1 {
                let store = Self.store(in: folder)
                try WriteFault.$current.withValue(linking.fault()) {
                    try StoreOperation.keep.perform(on: store, new: [id])
                }
                state = state.applying(.keep, new: [id])
            }
        }
        before = state
    }

    /// The store in `folder` as it is, holding `before`.
    init(folder: TemporaryDirectory, before: StoreState, linking: Linking) {
        self.folder = folder
        self.before = before
        self.linking = linking
    }

    static func store(in folder: TemporaryDirectory) -> JSONDocumentStore<FavoritesDocument> {
        JSONDocumentStore(
            directory: folder.url, fileName: "favorites.json", schemaVersion: 1,
            notices: NoticeBoard(), now: { StoreFixture.now }, makeDefault: { FavoritesDocument() })
    }

    /// What the store holds after `operation` saved `new`.
    func after(_ operation: StoreOperation, new: [Int] = StoreCommitProtocolTests.new)
        -> StoreState
    {
        before.applying(operation, new: new)
    }

    /// Runs `operation` under `steps`; true when it threw.
    func perform(
        _ operation: StoreOperation, new: [Int] = StoreCommitProtocolTests.new, steps: WriteSteps
    ) -> Bool {
        let store = Self.store(in: folder)
        do {
            try WriteFault.$current.withValue(linking.fault(steps)) {
                try operation.perform(on: store, new: new)
            }
            return false
        } catch {
            return true
        }
    }

    /// What a fresh process sees: the file (which must be a whole store file) and the backups.
    func observed() throws -> StoreState {
        let store = Self.store(in: folder)
        var state = StoreState()
        switch store.inspect() {
        case .missing: break
        case .current(let document): state.live = document.ids
        case let other: Issue.record("the file is not whole: \(other)")
        }
        state.backups = try store.loadBackups().map(\.ids)
        return state
    }

    /// After a stop: the file holds the state before or after `operation`, with that
    /// state's backups; no backup is another name of a file; undo walks back through them.
    func expectBeforeOrAfter(_ operation: StoreOperation, _ label: String) throws {
        let observed = try observed()
        #expect(observed == before || observed == after(operation), "\(label): \(observed)")
        try expectDistinctFiles(label)
        try expectUndoWalks(label)
    }

    /// The file and the backups are distinct files.
    func expectDistinctFiles(_ label: String) throws {
        let names = ["favorites.json"] + (1...3).map { "favorites.json.backup-\($0)" }
        let inodes = names.compactMap { FileIdentity.inode(folder.appending($0)) }
        #expect(Set(inodes).count == inodes.count, "\(label): \(folder.names())")
    }

    /// Undo puts each backup back in order, newest first, then finds none; after a read
    /// nothing but the file and its lock is left.
    func expectUndoWalks(_ label: String) throws {
        var state = try observed()
        let store = Self.store(in: folder)
        try WriteFault.$current.withValue(linking.fault()) {
            while let newest = state.backups.first {
                #expect(try store.restoreBackup()?.ids == newest, "\(label): undo")
                state = state.applying(.undo, new: [])
                #expect(try observed() == state, "\(label): after undo")
                try expectDistinctFiles(label)
            }
            #expect(try store.restoreBackup() == nil, "\(label): undo past the last backup")
        }
        _ = try store.load()
        let left = folder.names().filter { $0.hasPrefix(".") || $0.contains(".backup-") }
        #expect(left.isEmpty, "\(label): \(folder.names())")
    }
}
