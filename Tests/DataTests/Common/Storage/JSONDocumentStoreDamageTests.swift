import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import GiveawaysData
import Glibc
import Testing

@Suite struct JSONDocumentStoreDamageTests {
    struct Damage: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: Data
        var reason: String
        var testDescription: String { name }
    }

    static let damages: [Damage] = [
        Damage(
            name: "truncated",
            bytes: Data(#"{"document": {"ids": [1, 2"#.utf8), reason: "it is not valid JSON"),
        Damage(
            name: "wrong types",
            bytes: Data(StoreFixture.envelope(version: 1, document: #"{"ids": "many"}"#).utf8),
            reason: "its contents are not what this version of CleanApps expects"),
        Damage(
            name: "binary garbage", bytes: Data([0x00, 0xFF, 0xFE, 0x1B, 0x5B, 0x32, 0x4A, 0x80]),
            reason: "it is not valid JSON"),
        Damage(
            name: "not an envelope", bytes: Data(#"{"ids": [1, 2]}"#.utf8),
            reason: "it is not a CleanApps data file"),
        Damage(
            name: "version as text",
            bytes: Data(#"{"document": {"ids": []}, "schemaVersion": "1"}"#.utf8),
            reason: "it is not a CleanApps data file"),
        Damage(name: "empty", bytes: Data(), reason: "it is empty"),
        Damage(
            name: "deeply nested",
            bytes: Data(
                (String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
                    .utf8),
            reason: "it is not valid JSON"),
    ]

    @Test(arguments: damages)
    func load_damagedFile_movesItAsideWithNoticeAndReturnsDefault(_ damage: Damage) throws {
        let fixture = try StoreFixture()
        try fixture.write(damage.bytes)
        let store = fixture.makeStore()

        let document = try store.load()

        let movedName = "favorites.json.corrupt-\(StoreFixture.stamp)"
        let moved = fixture.temporary.appending(movedName)
        #expect(document == FavoritesDocument())
        #expect(try fixture.contents(movedName) == damage.bytes)
        #expect(
            fixture.temporary.names() == [
                "favorites.json.corrupt-\(StoreFixture.stamp)", "favorites.json.lock",
            ])
        #expect(
            fixture.notices.drain() == [
                "favorites.json was damaged (\(damage.reason)); it was moved aside to "
                    + "\(moved.path) and CleanApps continues without it."
            ])
    }

    @Test func load_damagedFileWhenNameIsTaken_addsCounterAndKeepsExisting() throws {
        let fixture = try StoreFixture()
        let taken = "favorites.json.corrupt-\(StoreFixture.stamp)"
        try Data("earlier".utf8).write(to: fixture.temporary.appending(taken))
        try Data("earlier 2".utf8).write(to: fixture.temporary.appending(taken + "-2"))
        try fixture.write("{broken")

        _ = try fixture.makeStore().load()

        #expect(try fixture.contents(taken) == Data("earlier".utf8))
        #expect(try fixture.contents(taken + "-2") == Data("earlier 2".utf8))
        #expect(try fixture.contents(taken + "-3") == Data("{broken".utf8))
    }

    @Test func update_damagedFile_movesItAsideAndSavesChange() throws {
        let fixture = try StoreFixture()
        try fixture.write("[1, 2, 3]")
        let store = fixture.makeStore()

        try store.update { $0.ids.append(4) }

        #expect(try store.load() == FavoritesDocument(ids: [4]))
        #expect(
            try fixture.contents("favorites.json.corrupt-\(StoreFixture.stamp)")
                == Data("[1, 2, 3]".utf8))
        #expect(fixture.notices.drain().count == 1)
    }

    @Test func load_directoryInPlaceOfFile_isMovedAside() throws {
        let fixture = try StoreFixture()
        try FileManager.default.createDirectory(
            at: fixture.fileURL, withIntermediateDirectories: false)

        let document = try fixture.makeStore().load()

        #expect(document == FavoritesDocument())
        #expect(fixture.temporary.names().contains("favorites.json.corrupt-\(StoreFixture.stamp)"))
        #expect(fixture.notices.drain().first?.contains("it is not a regular file") == true)
    }

    @Test func load_fifoInPlaceOfFile_doesNotHangAndIsMovedAside() throws {
        let fixture = try StoreFixture()
        #expect(mkfifo(fixture.fileURL.path, 0o600) == 0)

        let document = try fixture.makeStore().load()

        #expect(document == FavoritesDocument())
        #expect(!fixture.temporary.names().contains("favorites.json"))
    }

    @Test func load_sameDamageTwice_notifiesOncePerFile() throws {
        let fixture = try StoreFixture()
        let store = fixture.makeStore()
        try fixture.write("garbage")
        _ = try store.load()

        let again = try store.load()

        #expect(again == FavoritesDocument())
        #expect(fixture.notices.drain().count == 1)
    }
}
