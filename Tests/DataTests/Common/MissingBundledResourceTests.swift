import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import Foundation
import GiveawaysData
import GiveawaysDomain
import MarketingData
import MarketingDomain
import Testing

/// Every feature that bundles data, pointed at a resources folder without the file, answers
/// with a typed error value and keeps running (no trap, unlike SwiftPM's `Bundle.module`).
///
/// Campaigns' fonts are covered by `PosterFontTests` (``PosterFontError``).
@Suite struct MissingBundledResourceTests {
    @Test func require_bundleNotShipped_throwsMissingBundle() {
        #expect(throws: BundledResourceError.missingBundle("CleanApps_NowhereData")) {
            try BundledResource.require("Nowhere/file.json")
        }
    }

    @Test func require_fileNotInTheBundle_throwsMissingFile() {
        #expect(throws: BundledResourceError.missingFile("Water/no-such-file.json")) {
            try BundledResource.require("Water/no-such-file.json")
        }
    }

    @Test func giveaways_offlineWithoutSnapshotFile_throwsOfflineWithoutCopy() async throws {
        let folder = try TemporaryDirectory()
        let repository = GamerPowerGiveawaysRepository(
            httpClient: OfflineHTTPClient(),
            configuration: .init(baseURL: folder.url, isOffline: true),
            cache: ResponseCache(directory: folder.appending("cache")),
            snapshotURL: folder.appending("giveaways-snapshot.json"))

        await #expect(throws: GiveawaysError.offlineWithoutCopy) {
            try await repository.giveaways(matching: GiveawayQuery())
        }
    }

    @Test func marketing_noServerAndNoFallbackFile_throwsTargetingUnavailable() async throws {
        let folder = try TemporaryDirectory()
        let repository = RemoteMarketingRepository(
            client: OfflineHTTPClient(), fallbackFolder: folder.url, clock: TestClock())

        await #expect(throws: MarketingError.targetingUnavailable) {
            try await repository.targetingSpecifics()
        }
    }

    @Test func directory_workbookFileMissing_throwsUnreadableWorkbook() async throws {
        let folder = try TemporaryDirectory()
        let source = XLSXDirectoryWorkbookSource(url: folder.appending("directory.xlsx"))

        let error = await #expect(throws: DirectoryError.self) { try await source.version() }

        guard case .unreadableWorkbook = error else {
            Issue.record("expected .unreadableWorkbook, got \(String(describing: error))")
            return
        }
    }
}
