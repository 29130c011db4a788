import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import Foundation
import Spreadsheet
import Testing

@Suite struct VersionCachingWorkbookSourceTests {
    private let temporary: TemporaryDirectory
    private let source: VersionCachingWorkbookSource

    init() throws {
        temporary = try TemporaryDirectory()
        let copy = temporary.appending("bundled.xlsx")
        try FileManager.default.copyItem(
            at: DirectoryFixtures.url("directory-v1.9.0.xlsx"), to: copy)
        source = VersionCachingWorkbookSource(
            source: XLSXDirectoryWorkbookSource(url: copy),
            cacheFile: temporary.appending("cache/bundled-version.json"))
    }

    @Test func version_unchangedWorkbook_isAnsweredWithoutOpeningIt() async throws {
        let first = try await source.version()
        try FileTampering.scrambleKeepingFingerprint(source.source.url)

        let second = try await source.version()

        #expect(first == SemanticVersion("1.9.0"))
        #expect(second == SemanticVersion("1.9.0"))
    }

    @Test func version_workbookReplaced_readsTheNewOne() async throws {
        _ = try await source.version()
        let newer = try Data(contentsOf: DirectoryFixtures.url("directory-v1.10.0.xlsx"))

        try FileTampering.replace(source.source.url, with: newer)
        let version = try await source.version()

        #expect(version == SemanticVersion("1.10.0"))
    }

    @Test func version_damagedCache_isReadAgain() async throws {
        _ = try await source.version()
        try FileTampering.replace(source.cacheFile, with: Data("not json".utf8))

        let version = try await source.version()

        #expect(version == SemanticVersion("1.9.0"))
    }

    @Test func version_brokenWorkbook_throwsUnreadable() async throws {
        try FileTampering.replace(source.source.url, with: Data("PK garbage".utf8))

        await #expect(throws: DirectoryError.self) { try await source.version() }
    }
}
