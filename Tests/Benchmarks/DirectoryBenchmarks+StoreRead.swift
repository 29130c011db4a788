import CleanAppsDataCore
import DirectoryData
import DirectoryDomain
import Foundation

extension DirectoryBenchmarks {
    /// Reading a stored 30,000-person directory back (the first step of
    /// `directory import --force`): file read, decode and mapping, through a fresh
    /// repository each run so nothing remembered is reused.
    ///
    /// NB: through `JSONDecoder` this took about 180 ms (load average 7); the budget fails
    /// when the store read falls back to it.
    static func storeRead(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let folder = try context.freshDirectory("store-read-30k")
        guard let version = SemanticVersion("1.10.0") else {
            throw BenchmarkFailure(description: "bad version")
        }
        let directory = Directory(
            info: DirectoryInfo(version: version), persons: PersonFixtures.make(count: 30_000))
        try await StoredDirectoryRepository(directory: folder, notices: NoticeBoard())
            .saveDirectory(directory)
        let size =
            (try? FileManager.default.attributesOfItem(
                atPath: folder.appendingPathComponent("directory.json").path)[.size] as? Int)
            ?? 0
        var persons = 0
        let samples = try await Stopwatch.milliseconds(warmUp: 1, runs: 7) {
            let repository = StoredDirectoryRepository(directory: folder, notices: NoticeBoard())
            persons = try await repository.loadDirectory()?.persons.count ?? 0
        }
        guard persons == directory.persons.count else {
            throw BenchmarkFailure(description: "the store gave \(persons) persons")
        }
        return BenchmarkResult(
            name: "Directory store read, 30,000 persons (read + decode + map)", unit: "ms",
            budget: 120, samples: samples, note: "\(size / 1_000_000) MB file")
    }
}
