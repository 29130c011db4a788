import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import GiveawaysData
import Testing

@Suite struct JSONDocumentStoreTests {
    @Test func load_missingFile_returnsDefaultAndCreatesNothing() throws {
        let fixture = try StoreFixture()
        let store = fixture.makeStore()

        let document = try store.load()

        #expect(document == FavoritesDocument())
        #expect(fixture.temporary.names() == [])
        #expect(fixture.notices.drain() == [])
    }

    @Test func replace_thenLoadFromAnotherInstance_roundTrips() throws {
        let fixture = try StoreFixture()
        let saved = FavoritesDocument(ids: [3, 1, 2])

        try fixture.makeStore().replace(with: saved)
        let loaded = try fixture.makeStore().load()

        #expect(loaded == saved)
    }

    @Test func replace_writesSortedPrettyEnvelope() throws {
        let fixture = try StoreFixture()

        try fixture.makeStore(schemaVersion: 4).replace(with: FavoritesDocument(ids: [7]))

        let text = String(decoding: try fixture.contents(), as: UTF8.self)
        let expected = """
            {
              "document" : {
                "ids" : [
                  7
                ]
              },
              "savedAt" : "2023-11-14T22:13:20Z",
              "schemaVersion" : 4
            }

            """
        #expect(text == expected)
    }

    @Test func update_returnsBodyResultAndSaves() throws {
        let fixture = try StoreFixture()
        let store = fixture.makeStore()
        try store.replace(with: FavoritesDocument(ids: [1]))

        let count = try store.update { document -> Int in
            document.ids.append(2)
            return document.ids.count
        }

        #expect(count == 2)
        #expect(try store.load() == FavoritesDocument(ids: [1, 2]))
    }

    @Test func update_bodyThrows_writesNothing() throws {
        struct Refused: Error {}
        let fixture = try StoreFixture()
        let store = fixture.makeStore()
        try store.replace(with: FavoritesDocument(ids: [1]))
        let before = try fixture.contents()

        #expect(throws: Refused.self) {
            try store.update { document in
                document.ids = [9]
                throw Refused()
            }
        }

        #expect(try fixture.contents() == before)
        #expect(fixture.temporary.names() == ["favorites.json", "favorites.json.lock"])
    }

    @Test func update_seesWriteOfAnotherInstance() throws {
        let fixture = try StoreFixture()
        let first = fixture.makeStore()
        let second = fixture.makeStore()
        _ = try first.load()
        try second.replace(with: FavoritesDocument(ids: [5]))

        try first.update { $0.ids.append(6) }

        #expect(try second.load() == FavoritesDocument(ids: [5, 6]))
    }

    @Test func update_manyTimes_leavesNoTemporaryFiles() throws {
        let fixture = try StoreFixture()
        let store = fixture.makeStore()

        for value in 0..<20 { try store.update { $0.ids.append(value) } }

        #expect(fixture.temporary.names() == ["favorites.json", "favorites.json.lock"])
        #expect(try store.load().ids == Array(0..<20))
    }

    @Test func update_staleTemporaryFileFromCrash_isRemoved() throws {
        let fixture = try StoreFixture()
        try Data("half a file".utf8).write(
            to: fixture.temporary.appending(".favorites.json.tmp-dead"))
        try Data("other".utf8).write(to: fixture.temporary.appending(".other.json.tmp-live"))

        try fixture.makeStore().replace(with: FavoritesDocument(ids: [1]))

        #expect(
            fixture.temporary.names() == [
                ".other.json.tmp-live", "favorites.json", "favorites.json.lock",
            ])
    }

    @Test func update_missingDirectory_createsIt() throws {
        let fixture = try StoreFixture()
        let store = fixture.makeStore(directory: fixture.temporary.appending("new/data"))

        try store.replace(with: FavoritesDocument(ids: [1]))

        #expect(
            fixture.temporary.names(in: "new/data") == ["favorites.json", "favorites.json.lock"])
    }

    @Test func replace_thousandRecords_roundTrips() throws {
        let fixture = try StoreFixture()
        let store = fixture.makeStore()
        let large = FavoritesDocument(ids: Array(0..<1_000))

        try store.replace(with: large)

        #expect(try store.load() == large)
    }
}
