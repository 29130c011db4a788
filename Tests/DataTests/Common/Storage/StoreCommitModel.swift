import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore

/// What a favourites store holds: the file's ids (nil: no file) and each backup's, newest
/// first, as ``JSONDocumentStore/loadBackups()`` shows them.
struct StoreState: Equatable, CustomStringConvertible {
    var live: [Int]?
    var backups: [[Int]] = []

    var description: String { "live \(live.map { "\($0)" } ?? "none"), backups \(backups)" }

    /// The state after `operation` saved `new` (or undid).
    func applying(_ operation: StoreOperation, new: [Int]) -> StoreState {
        var next = self
        switch operation {
        case .save:
            next.live = new
        case .keep:
            if let live { next.backups = Array(([live] + backups).prefix(3)) }
            next.live = new
        case .undo, .undoMerging:
            guard let newest = backups.first else { return self }
            next.backups.removeFirst()
            next.live = operation == .undo ? newest : StoreOperation.merge(live ?? [], newest)
        }
        return next
    }
}

/// Every operation of a store that writes: a save, a save keeping a backup, an undo, an
/// undo that merges.
enum StoreOperation: CaseIterable, Sendable, CustomTestStringConvertible {
    case save, keep, undo, undoMerging

    var testDescription: String { "\(self)" }

    /// The merge of an undo that keeps what was added since: both lists' ids, sorted.
    static func merge(_ current: [Int], _ backup: [Int]) -> [Int] {
        Array(Set(current + backup)).sorted()
    }

    /// Runs the operation on `store`, saving `new` where it saves.
    func perform(on store: JSONDocumentStore<FavoritesDocument>, new: [Int]) throws {
        switch self {
        case .save:
            try store.update { $0 = FavoritesDocument(ids: new) }
        case .keep:
            try store.change(keepingBackup: true) { _ in (FavoritesDocument(ids: new), ()) }
        case .undo:
            _ = try store.restoreBackup()
        case .undoMerging:
            _ = try store.restoreBackup { current, backup in
                FavoritesDocument(ids: Self.merge(current.ids, backup.ids))
            }
        }
    }
}

/// A file system with hard links, and one without (backups are copies).
enum Linking: CaseIterable, Sendable, CustomTestStringConvertible {
    case links, copies

    var testDescription: String { "\(self)" }

    /// The fault that makes it so, with `steps` counting (by default failing nothing and
    /// leaving flushes out, so that thousands of runs do not wait on the disk).
    func fault(_ steps: WriteSteps = WriteSteps()) -> WriteFault {
        switch self {
        case .links: .only(steps)
        case .copies: WriteFault.noHardLinks.with(steps)
        }
    }
}

/// Every file in a folder but the lock files (and, unless `hidden`, those whose names start
/// with a dot): its inode and bytes.
struct FolderSnapshot: Equatable {
    var files: [String: FileIdentity]

    init(_ folder: TemporaryDirectory, hidden: Bool = true) throws {
        files = [:]
        for name in folder.names()
        where !name.hasSuffix(".lock") && (hidden || !name.hasPrefix(".")) {
            files[name] = try FileIdentity(folder.appending(name))
        }
    }
}

/// A file's inode and bytes.
struct FileIdentity: Equatable {
    let inode: UInt64
    let bytes: Data

    init(_ url: URL) throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        inode = try #require((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
        bytes = try Data(contentsOf: url)
    }

    /// The inode of `url`, nil when nothing is there.
    static func inode(_ url: URL) -> UInt64? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes?[.systemFileNumber] as? NSNumber)?.uint64Value
    }
}
