import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

@Suite struct ResponseCacheTests {
    static let savedAt = Date(timeIntervalSinceReferenceDate: 700_000_000.123_456)

    @Test func load_afterSave_returnsBytesAndExactTime() throws {
        let temporary = try TemporaryDirectory()
        let cache = ResponseCache(directory: temporary.appending("cache"))
        let body = Data([0x00, 0x0A, 0xFF]) + Data(#"{"giveaways": []}"#.utf8)

        try cache.save(body, for: "https://www.gamerpower.com/api/giveaways", at: Self.savedAt)
        let loaded = try #require(cache.load(for: "https://www.gamerpower.com/api/giveaways"))

        #expect(loaded.data == body)
        #expect(loaded.savedAt == Self.savedAt)
    }

    @Test func load_unknownKey_isNil() throws {
        let temporary = try TemporaryDirectory()
        let cache = ResponseCache(directory: temporary.url)

        #expect(cache.load(for: "never saved") == nil)
    }

    @Test func save_sameKeyAgain_replacesResponse() throws {
        let temporary = try TemporaryDirectory()
        let cache = ResponseCache(directory: temporary.url)
        try cache.save(Data("old".utf8), for: "k", at: Self.savedAt)

        try cache.save(Data("new".utf8), for: "k", at: Self.savedAt.addingTimeInterval(60))

        let loaded = try #require(cache.load(for: "k"))
        #expect(loaded.data == Data("new".utf8))
        #expect(loaded.savedAt == Self.savedAt.addingTimeInterval(60))
        #expect(temporary.names().count == 1)
    }

    @Test(arguments: [
        "../../etc/passwd", "/etc/passwd", "a/b", "a-b", "a\0b", "", ".", "..", "~",
        "한국어 키 🎮", "\u{1B}[2J", String(repeating: "x/", count: 3_000),
    ])
    func save_hostileKey_staysInsideFolderAndRoundTrips(_ key: String) throws {
        let temporary = try TemporaryDirectory()
        let folder = temporary.appending("cache")
        let cache = ResponseCache(directory: folder)

        try cache.save(Data(key.utf8), for: key, at: Self.savedAt)

        let names = temporary.names(in: "cache")
        #expect(temporary.names() == ["cache"])
        #expect(names.count == 1)
        #expect(names.allSatisfy { !$0.hasPrefix(".") && $0.utf8.count < 120 })
        #expect(SafePath.isInside(cache.fileURL(for: key), folder: folder))
        #expect(cache.load(for: key)?.data == Data(key.utf8))
    }

    @Test func save_keysWithSameSlug_keepSeparateResponses() throws {
        let temporary = try TemporaryDirectory()
        let cache = ResponseCache(directory: temporary.url)

        try cache.save(Data("slash".utf8), for: "a/b", at: Self.savedAt)
        try cache.save(Data("dash".utf8), for: "a-b", at: Self.savedAt)

        #expect(cache.load(for: "a/b")?.data == Data("slash".utf8))
        #expect(cache.load(for: "a-b")?.data == Data("dash".utf8))
    }

    @Test func load_damagedFile_isNil() throws {
        let temporary = try TemporaryDirectory()
        let cache = ResponseCache(directory: temporary.url)
        try cache.save(Data("good".utf8), for: "k", at: Self.savedAt)

        try Data("garbage without header".utf8).write(to: cache.fileURL(for: "k"))

        #expect(cache.load(for: "k") == nil)
    }

    @Test func save_folderUnderRegularFile_throwsWriteFailed() throws {
        let temporary = try TemporaryDirectory()
        try Data("x".utf8).write(to: temporary.appending("file"))
        let cache = ResponseCache(directory: temporary.appending("file/cache"))

        let error = #expect(throws: StoreError.self) {
            try cache.save(Data("x".utf8), for: "k", at: Self.savedAt)
        }

        #expect(
            error == .writeFailed(file: cache.fileURL(for: "k").path, reason: "not a directory"))
    }
}
