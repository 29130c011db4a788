import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Dispatch
import Foundation
import GiveawaysData
import Synchronization
import Testing

@Suite struct JSONDocumentStoreFailureTests {
    @Test func update_directoryUnderRegularFile_throwsWriteFailedNamingFile() throws {
        let fixture = try StoreFixture()
        try Data("not a folder".utf8).write(to: fixture.temporary.appending("file"))
        let store = fixture.makeStore(directory: fixture.temporary.appending("file/data"))
        let file = fixture.temporary.appending("file/data/favorites.json").path

        let error = #expect(throws: StoreError.self) { try store.update { $0.ids = [1] } }

        #expect(error == .writeFailed(file: file, reason: "not a directory"))
        #expect(
            error?.message
                == "Could not save \(file) (not a directory); the previous version of the file "
                + "is unchanged.")
        #expect(fixture.temporary.names() == ["file"])
    }

    @Test func update_lockCannotBeTaken_throwsAndKeepsOldFile() throws {
        let fixture = try StoreFixture()
        let store = fixture.makeStore()
        try store.replace(with: FavoritesDocument(ids: [1]))
        let before = try fixture.contents()
        let lock = fixture.temporary.appending("favorites.json.lock")
        try FileManager.default.removeItem(at: lock)
        try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)

        let error = #expect(throws: StoreError.self) { try store.update { $0.ids = [2] } }

        #expect(error == .writeFailed(file: fixture.fileURL.path, reason: "is a directory"))
        #expect(try fixture.contents() == before)
        #expect(try store.load() == FavoritesDocument(ids: [1]))
        #expect(fixture.temporary.names() == ["favorites.json", "favorites.json.lock"])
    }

    @Test func update_readOnlyDirectory_throwsAndKeepsOldFile() throws {
        let fixture = try StoreFixture()
        let folder = fixture.temporary.appending("data")
        let store = fixture.makeStore(directory: folder)
        try store.replace(with: FavoritesDocument(ids: [1]))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("favorites.json.lock"))
        let before = try Data(contentsOf: folder.appendingPathComponent("favorites.json"))
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.path)
        if FileManager.default.createFile(
            atPath: folder.appendingPathComponent("probe").path, contents: nil)
        {
            // NB: root ignores directory permissions; the tests above cover failures for root.
            try Test.cancel("running as root: a 0500 folder is still writable")
        }

        let error = #expect(throws: StoreError.self) { try store.update { $0.ids = [2] } }

        #expect(error == .writeFailed(file: store.fileURL.path, reason: "permission denied"))
        #expect(try Data(contentsOf: store.fileURL) == before)
        #expect(try store.load() == FavoritesDocument(ids: [1]))
        #expect(fixture.temporary.names(in: "data") == ["favorites.json"])
    }

    @Test func load_damagedFileInFolderWithoutLock_throwsUnreadable() throws {
        let fixture = try StoreFixture()
        try fixture.write("{broken")
        try FileManager.default.createDirectory(
            at: fixture.temporary.appending("favorites.json.lock"),
            withIntermediateDirectories: false)
        let store = fixture.makeStore()

        let error = #expect(throws: StoreError.self) { try store.load() }

        #expect(
            error
                == .unreadable(
                    file: fixture.fileURL.path,
                    reason: "it is not valid JSON, and it could not be moved aside: is a directory")
        )
        #expect(try fixture.contents() == Data("{broken".utf8))
    }

    @Test func update_twoInstancesFromFourThreads_losesNoUpdate() async throws {
        let fixture = try StoreFixture()
        let stores = [fixture.makeStore(), fixture.makeStore()]
        let failures = Mutex<[String]>([])
        let group = DispatchGroup()

        for thread in 0..<4 {
            DispatchQueue.global().async(group: group) {
                for _ in 0..<100 {
                    do {
                        try stores[thread % 2].update { $0.ids.append(thread) }
                    } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                }
            }
        }
        await withCheckedContinuation { continuation in
            group.notify(queue: .global()) { continuation.resume() }
        }

        let ids = try fixture.makeStore().load().ids
        #expect(failures.withLock { $0 } == [])
        #expect(ids.count == 400)
        for thread in 0..<4 {
            #expect(ids.filter { $0 == thread }.count == 100)
        }
    }
}
