import CleanAppsCore
import CleanAppsTestSupport
import DirectoryDomain
import Foundation
import Testing

@testable import CleanAppsDataCore
@testable import DirectoryData
@testable import MarketingData

/// Seeded damage to the remaining small JSON files: the saved Marketing selection (through
/// the real store), a cached response's header line and the workbook version cache.
@Suite struct SmallFilesFuzzTests {
    @Test func savedSelectionFile_mutated_resumedOrMovedAsideAndNewerNeverOverwritten()
        async throws
    {
        let temporary = try TemporaryDirectory()
        let progress = try JSONDecoderFuzzTests.sampleSelection().toDomain()
        let originalFolder = temporary.appending("original")
        StoredMarketingProgress(directory: originalFolder, notices: NoticeBoard()).save(progress)
        let original = try Data(
            contentsOf: originalFolder.appendingPathComponent(StoredMarketingProgress.fileName))
        let fuzzer = StoreFileFuzzer(
            fileName: StoredMarketingProgress.fileName, schemaVersion: 1
        ) { _ in false }

        let tally = try await fuzzer.run(
            original: original, cases: 300, seed: 51, in: temporary,
            make: { StoredMarketingProgress(directory: $0.folder, notices: $0.notices) },
            read: { (store: StoredMarketingProgress, _) throws in
                let resumed = store.load()
                #expect(try SelectionDTO(resumed).toDomain() == resumed)
            },
            write: { store, _ in store.save(progress) })

        #expect(tally.movedAside > 0 && tally.newer > 0)
    }

    @Test func cachedResponse_mutated_isAMissOrTheBytesAfterItsHeader() async throws {
        try await onDedicatedThread {
            let temporary = try TemporaryDirectory()
            let cache = ResponseCache(directory: temporary.url)
            let key = "https://www.gamerpower.com/api/giveaways?platform=pc"
            try cache.save(
                Data(#"[{"id":1}]"#.utf8), for: key, at: Date(timeIntervalSince1970: 1e9))
            let original = try Data(contentsOf: cache.fileURL(for: key))
            var mutator = JSONMutator(seed: 52)
            var hits = 0

            for number in 0..<500 {
                let bytes = mutator.mutate(original)
                try bytes.write(to: cache.fileURL(for: key))

                if let loaded = cache.load(for: key) {
                    hits += 1
                    let newline = try #require(bytes.firstIndex(of: 0x0A))
                    #expect(Data(bytes[(newline + 1)...]) == loaded.data, "case \(number)")
                }
            }

            #expect(hits > 0 && hits < 500)
        }
    }

    @Test func workbookVersionCache_mutated_answersTheCachedOrTheTrueVersion() async throws {
        try await onDedicatedThread {
            let temporary = try TemporaryDirectory()
            let workbook = temporary.appending("directory.xlsx")
            try FileManager.default.copyItem(
                at: DirectoryFixtures.url("directory-v1.9.0.xlsx"), to: workbook)
            let source = VersionCachingWorkbookSource(
                source: XLSXDirectoryWorkbookSource(url: workbook),
                cacheFile: temporary.appending("cache/version.json"))
            let truth = try await source.version()
            let original = try Data(contentsOf: source.cacheFile)
            var mutator = JSONMutator(seed: 53)
            var trusted = 0

            for number in 0..<300 {
                let bytes = mutator.mutate(original)
                try bytes.write(to: source.cacheFile)
                let cached = Self.cachedVersion(bytes, workbook: workbook)

                let version = try await source.version()

                if cached != nil, version == cached { trusted += 1 }
                #expect(version == cached ?? truth, "case \(number)")
            }

            #expect(trusted > 0 && trusted < 300)
        }
    }

    /// The version a cache file vouches for: only one naming this workbook with its current
    /// fingerprint.
    static func cachedVersion(_ bytes: Data, workbook: URL) -> SemanticVersion? {
        guard let entry = try? JSONDecoder().decode(CacheEntry.self, from: bytes),
            entry.path == workbook.path, entry.fingerprint == FileFingerprint.of(workbook)
        else { return nil }
        return SemanticVersion(entry.version)
    }

    /// The version cache's shape, as `VersionCachingWorkbookSource` reads it.
    private struct CacheEntry: Decodable {
        var path: String
        var fingerprint: FileFingerprint
        var version: String
    }
}
