import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore

/// A change that keeps a backup links the old file as `NAME.backup-1` (nothing is read), or
/// copies it in chunks where links are impossible; either way the backup holds exactly the
/// old bytes, the older backups shift as before and a failure leaves the store as it was.
@Suite struct JSONDocumentStoreBackupTests {
    /// Linking works (nil), and a file system without hard links.
    static let linking: [WriteFault?] = [nil, .noHardLinks]
    /// Pretty-printed, about 1 MB: more than one ``DurableFile/copyChunkBytes``.
    static let large = FavoritesDocument(ids: Array(0..<100_000))

    @Test(arguments: linking)
    func change_keepingBackup_keepsTheOldBytesAsTheNewestBackup(fault: WriteFault?) throws {
        let fixture = try StoreFixture()
        let store = fixture.makeStore()
        try store.replace(with: Self.large)
        let old = try fixture.contents()

        try WriteFault.$current.withValue(fault) {
            try store.change(keepingBackup: true) { _ in (FavoritesDocument(ids: [1]), ()) }
        }

        #expect(old.count > DurableFile.copyChunkBytes)
        #expect(try fixture.contents("favorites.json.backup-1") == old)
        #expect(try store.loadBackup() == Self.large)
        #expect(try store.load() == FavoritesDocument(ids: [1]))
        #expect(!fixture.temporary.names().contains { $0.contains(".tmp-") })
    }

    @Test func change_keepingBackup_linksTheOldFileInsteadOfCopyingIt() throws {
        let fixture = try StoreFixture()
        let store = fixture.makeStore()
        try store.replace(with: FavoritesDocument(ids: [1]))
        let old = try fileNumber(fixture.fileURL)

        try store.change(keepingBackup: true) { _ in (FavoritesDocument(ids: [2]), ()) }

        #expect(try fileNumber(fixture.temporary.appending("favorites.json.backup-1")) == old)
        #expect(try fileNumber(fixture.fileURL) != old)
    }

    @Test func change_whenLinksAreUnavailable_copiesIntoAFileOfItsOwn() throws {
        let fixture = try StoreFixture()
        let store = fixture.makeStore()
        try store.replace(with: FavoritesDocument(ids: [1]))
        let old = try fileNumber(fixture.fileURL)

        try WriteFault.$current.withValue(.noHardLinks) {
            try store.change(keepingBackup: true) { _ in (FavoritesDocument(ids: [2]), ()) }
        }

        let backup = fixture.temporary.appending("favorites.json.backup-1")
        #expect(try fileNumber(backup) != old)
        #expect(try store.loadBackup() == FavoritesDocument(ids: [1]))
    }

    @Test(arguments: linking)
    func change_fourTimes_keepsTheLastThreeVersionsNewestFirst(fault: WriteFault?) throws {
        let fixture = try StoreFixture()
        let store = fixture.makeStore()
        try store.replace(with: FavoritesDocument(ids: [0]))

        try WriteFault.$current.withValue(fault) {
            for id in 1...4 {
                try store.change(keepingBackup: true) { _ in (FavoritesDocument(ids: [id]), ()) }
            }
        }

        #expect(try store.loadBackups().map(\.ids) == [[3], [2], [1]])
        #expect(!fixture.temporary.names().contains("favorites.json.backup-4"))
    }

    @Test func change_backupFails_keepsTheStoreAndLeavesNoTemporaryFile() throws {
        let fixture = try StoreFixture()
        let store = fixture.makeStore()
        try store.replace(with: FavoritesDocument(ids: [1]))
        let before = try fixture.contents()
        // A full directory: the link needs a new entry and gets no space for it.
        let fault = WriteFault(code: WriteFault.diskFull.code, stage: .link)

        let error = #expect(throws: StoreError.self) {
            try WriteFault.$current.withValue(fault) {
                try store.change(keepingBackup: true) { _ in (FavoritesDocument(ids: [2]), ()) }
            }
        }

        let reason = "the previous version could not be backed up: no space left on device"
        #expect(error == .writeFailed(file: fixture.fileURL.path, reason: reason))
        #expect(try fixture.contents() == before)
        #expect(try store.load() == FavoritesDocument(ids: [1]))
        #expect(!fixture.temporary.names().contains { $0.contains(".tmp-") })
    }

    @Test func change_afterAWriterDiedMidBackup_removesItsTemporaryFile() throws {
        let fixture = try StoreFixture()
        let store = fixture.makeStore()
        try store.replace(with: FavoritesDocument(ids: [1]))
        try Data("half a backup".utf8).write(
            to: fixture.temporary.appending(".favorites.json.backup-1.tmp-dead"))

        try store.change(keepingBackup: true) { _ in (FavoritesDocument(ids: [2]), ()) }

        #expect(!fixture.temporary.names().contains { $0.contains(".tmp-") })
        #expect(try store.loadBackup() == FavoritesDocument(ids: [1]))
    }

    /// The file's number on its device (its inode): equal numbers are one file.
    private func fileNumber(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require((attributes[.systemFileNumber] as? NSNumber)?.intValue)
    }
}
