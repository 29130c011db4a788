import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import GiveawaysData
import Testing

@Suite struct JSONDocumentStoreSchemaTests {
    /// Version 1 stored `{"favs": [...]}`, version 2 `{"ids": [...]}` as strings, version 3
    /// (current) `{"ids": [...]}` as numbers.
    static let migrations: [Int: DocumentMigration] = [
        1: { json in
            let old = try JSONDecoder().decode([String: [String]].self, from: json)
            return try JSONEncoder().encode(["ids": old["favs"] ?? []])
        },
        2: { json in
            let old = try JSONDecoder().decode([String: [String]].self, from: json)
            return try JSONEncoder().encode(["ids": (old["ids"] ?? []).compactMap { Int($0) }])
        },
    ]

    @Test func load_newerSchema_returnsDefaultWithNoticeAndLeavesFile() throws {
        let fixture = try StoreFixture()
        let future = StoreFixture.envelope(version: 9, document: #"{"stars": {"a": 1}}"#)
        try fixture.write(future)
        let store = fixture.makeStore(schemaVersion: 3)

        let document = try store.load()
        _ = try store.load()

        #expect(document == FavoritesDocument())
        #expect(try fixture.contents() == Data(future.utf8))
        #expect(fixture.temporary.names() == ["favorites.json"])
        #expect(
            fixture.notices.drain() == [
                "favorites.json was written by a newer CleanApps (schema version 9); it is "
                    + "left untouched and changes to it will not be saved."
            ])
    }

    @Test func writes_newerSchema_areRefusedAndFileIsUntouched() throws {
        let fixture = try StoreFixture()
        let future = StoreFixture.envelope(version: 4, document: "{}")
        try fixture.write(future)
        let store = fixture.makeStore(schemaVersion: 3)
        let expected = StoreError.newerSchema(file: fixture.fileURL.path, found: 4, supported: 3)

        let updateError = #expect(throws: StoreError.self) { try store.update { $0.ids = [1] } }
        let replaceError = #expect(throws: StoreError.self) {
            try store.replace(with: FavoritesDocument())
        }

        #expect(updateError == expected)
        #expect(replaceError == expected)
        #expect(updateError?.message.contains("written by a newer CleanApps") == true)
        #expect(updateError?.message.contains("left untouched") == true)
        #expect(try fixture.contents() == Data(future.utf8))
        #expect(fixture.temporary.names() == ["favorites.json", "favorites.json.lock"])
    }

    @Test func load_olderSchema_migratesOnceKeepsBackupAndNotifies() throws {
        let fixture = try StoreFixture()
        let old = StoreFixture.envelope(version: 1, document: #"{"favs": ["4", "2"]}"#)
        try fixture.write(old)
        let store = fixture.makeStore(schemaVersion: 3, migrations: Self.migrations)

        let document = try store.load()
        let again = try fixture.makeStore(schemaVersion: 3, migrations: Self.migrations).load()

        #expect(document == FavoritesDocument(ids: [4, 2]))
        #expect(again == document)
        #expect(try fixture.contents("favorites.json.v1.bak") == Data(old.utf8))
        #expect(
            fixture.temporary.names() == [
                "favorites.json", "favorites.json.lock", "favorites.json.v1.bak",
            ])
        let saved = try JSONSerialization.jsonObject(with: fixture.contents()) as? [String: Any]
        #expect(saved?["schemaVersion"] as? Int == 3)
        #expect(
            fixture.notices.drain() == [
                "Upgraded favorites.json from schema version 1 to 3; the previous file was "
                    + "kept as favorites.json.v1.bak."
            ])
    }

    @Test func update_olderSchemaWithExistingBackup_keepsBothBackups() throws {
        let fixture = try StoreFixture()
        try Data("earlier backup".utf8).write(
            to: fixture.temporary.appending("favorites.json.v2.bak"))
        let old = StoreFixture.envelope(version: 2, document: #"{"ids": ["8"]}"#)
        try fixture.write(old)
        let store = fixture.makeStore(schemaVersion: 3, migrations: Self.migrations)

        try store.update { $0.ids.append(9) }

        #expect(try store.load() == FavoritesDocument(ids: [8, 9]))
        #expect(try fixture.contents("favorites.json.v2.bak") == Data("earlier backup".utf8))
        #expect(try fixture.contents("favorites.json.v2-2.bak") == Data(old.utf8))
    }

    @Test func load_olderSchemaWithoutMigration_movesFileAside() throws {
        let fixture = try StoreFixture()
        let old = StoreFixture.envelope(version: 1, document: #"{"favs": []}"#)
        try fixture.write(old)
        let store = fixture.makeStore(schemaVersion: 3, migrations: [2: { $0 }])

        let document = try store.load()

        #expect(document == FavoritesDocument())
        #expect(
            try fixture.contents("favorites.json.corrupt-\(StoreFixture.stamp)") == Data(old.utf8))
        #expect(
            fixture.notices.drain().first?.contains("no upgrade from its schema version 1") == true)
    }

    @Test func load_failingMigration_movesFileAside() throws {
        struct Broken: Error {}
        let fixture = try StoreFixture()
        let old = StoreFixture.envelope(version: 1, document: #"{"favs": []}"#)
        try fixture.write(old)
        let store = fixture.makeStore(schemaVersion: 2, migrations: [1: { _ in throw Broken() }])

        let document = try store.load()

        #expect(document == FavoritesDocument())
        #expect(
            try fixture.contents("favorites.json.corrupt-\(StoreFixture.stamp)") == Data(old.utf8))
        #expect(fixture.temporary.names().contains("favorites.json.v1.bak") == false)
    }

    @Test func load_olderSchemaWhenLockUnavailable_upgradesInMemoryOnly() throws {
        let fixture = try StoreFixture()
        let old = StoreFixture.envelope(version: 1, document: #"{"favs": ["4"]}"#)
        try fixture.write(old)
        try FileManager.default.createDirectory(
            at: fixture.temporary.appending("favorites.json.lock"),
            withIntermediateDirectories: false)
        let store = fixture.makeStore(schemaVersion: 3, migrations: Self.migrations)

        let document = try store.load()

        #expect(document == FavoritesDocument(ids: [4]))
        #expect(try fixture.contents() == Data(old.utf8))
        #expect(fixture.temporary.names() == ["favorites.json", "favorites.json.lock"])
        #expect(fixture.notices.drain() == [])
    }
}
