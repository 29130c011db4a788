import CleanAppsCore
import CleanAppsDataCore
import DirectoryData
import DirectoryDomain
import Foundation
import Spreadsheet

/// Directory: workbook import (bundled and 30,000 rows), the store read, the launch version
/// check, search.
@MainActor
enum DirectoryBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "directory.import-bundled", run: importBundled),
        Benchmark(name: "directory.import-30k", run: importLarge),
        Benchmark(name: "directory.launch-up-to-date", run: launchUpToDate),
        Benchmark(name: "directory.store-read-30k", run: storeRead),
        Benchmark(name: "directory.search-choseong", run: { try await search($0, .choseong) }),
        Benchmark(name: "directory.search-jamo", run: { try await search($0, .jamo) }),
        Benchmark(name: "directory.search-plain", run: { try await search($0, .plain) }),
    ]

    struct MissingBundle: Error, CustomStringConvertible {
        var description: String { "the bundled directory workbook is missing" }
    }

    /// Reads the workbook and merges it into an empty directory, as the first launch does.
    nonisolated static func importWorkbook(_ url: URL) async throws -> Int {
        let workbook = try await XLSXDirectoryWorkbookSource(url: url).read()
        return DirectoryMerge().merge(stored: nil, incoming: workbook).directory.persons.count
    }

    static func importBundled(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        guard let url = XLSXDirectoryWorkbookSource.bundled()?.url else { throw MissingBundle() }
        var persons = 0
        let samples = try await Stopwatch.milliseconds(warmUp: 2, runs: 20) {
            persons = try await importWorkbook(url)
        }
        return BenchmarkResult(
            name: "Directory import, bundled workbook (read + merge)", unit: "ms", budget: 50,
            samples: samples, note: "\(persons) persons")
    }

    /// Runs in a child process so its peak memory is the import's alone.
    static func importLarge(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let folder = try context.freshDirectory("workbook-30k")
        let workbook = try WorkbookFixture.make(persons: 30_000, in: folder)
        let output = context.scratch.appendingPathComponent("import-30k.txt").path
        let child = ChildProcess(
            executable: context.ownExecutable, arguments: ["--child", "import", workbook.path, "3"])
        let outcome = try child.run(outputFile: output)
        let report = try ChildReport.decode(outcome.output)
        return BenchmarkResult(
            name: "Directory import, 30,000-row workbook (read + merge)", unit: "ms", budget: 1_500,
            samples: report.milliseconds, peakMemoryMB: report.peakMegabytes, memoryBudgetMB: 200,
            note: "\(report.count) persons, child process, first run cold")
    }

    /// LaunchSyncUseCase on a data folder already holding this version: the start-up path.
    static func launchUpToDate(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        guard let bundled = XLSXDirectoryWorkbookSource.bundled() else { throw MissingBundle() }
        let data = try context.freshDirectory("launch-data")
        let useCase = LaunchSyncUseCase(
            repository: StoredDirectoryRepository(directory: data, notices: NoticeBoard()),
            bundledWorkbook: VersionCachingWorkbookSource(
                source: bundled,
                cacheFile: data.appendingPathComponent("cache/directory/bundled-version.json")))
        _ = try await useCase.execute()
        var outcome: LaunchSyncOutcome?
        let samples = try await Stopwatch.milliseconds(warmUp: 3, runs: 50) {
            outcome = try await useCase.execute()
        }
        guard case .upToDate = outcome else { throw MissingBundle() }
        return BenchmarkResult(
            name: "Directory launch, nothing to sync (version check)", unit: "ms", budget: 5,
            samples: samples)
    }

    enum QueryKind: String {
        case choseong
        case jamo
        case plain

        var queries: [String] {
            switch self {
            case .choseong: ["ㄱㅁ", "ㅂㅅㅎ", "ㅇㅈ"]
            case .jamo: ["김미", "박서ㅈ", "최ㅎ"]
            case .plain: ["강남", "해운대구", "수원"]
            }
        }
    }

    static func search(_ context: BenchmarkContext, _ kind: QueryKind) async throws
        -> BenchmarkResult
    {
        let index = SearchIndexCache.index(for: context)
        var query = 0
        var hits = 0
        let samples = try await Stopwatch.milliseconds(warmUp: 3, runs: 30) {
            hits = index.search(kind.queries[query % kind.queries.count]).count
            query += 1
        }
        return BenchmarkResult(
            name: "Directory search, 100,000 persons, \(kind.rawValue)", unit: "ms", budget: 20,
            samples: samples, note: "last query: \(hits) hits")
    }
}

/// The 100,000-person index, built once and shared by the three search benchmarks.
@MainActor
enum SearchIndexCache {
    private static var cached: DirectorySearchIndex?

    static func index(for context: BenchmarkContext) -> DirectorySearchIndex {
        if let cached { return cached }
        let index = DirectorySearchIndex(persons: context.persons)
        cached = index
        return index
    }
}
