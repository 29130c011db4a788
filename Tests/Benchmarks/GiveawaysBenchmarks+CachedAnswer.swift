import CleanAppsCore
import CleanAppsDataCore
import Foundation
import GiveawaysData
import GiveawaysDomain

extension GiveawaysBenchmarks {
    /// The items in the cached answer: GamerPower's full list at its largest seen size.
    static let cachedItems = 9_500

    /// The cache key of the unfiltered list.
    // NB: the key of `GamerPowerRequest.list(GiveawayQuery())`, which is internal.
    static let cachedListKey = "giveaways platform=all type=all sort=date"

    /// `--offline giveaways list` from a cached 9,500-item answer (about 10 MB): cache read,
    /// decode, mapping and the query, through a fresh repository each run.
    ///
    /// NB: the budget is the goal set for the cached list, twice Python's `json.load` of the same answer
    /// (190 ms on a quiet machine). The mapping, not the JSON read, is most of it now.
    static func cachedAnswer(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let folder = try context.freshDirectory("giveaways-cache")
        let body = try cachedAnswerBody()
        let cache = ResponseCache(directory: folder)
        try cache.save(body, for: cachedListKey, at: Date())
        var loaded = 0
        let samples = try await Stopwatch.milliseconds(warmUp: 1, runs: 5) {
            let repository = GamerPowerGiveawaysRepository(
                httpClient: OfflineHTTPClient(),
                configuration: .init(
                    baseURL: GamerPowerGiveawaysRepository.Configuration.defaultBaseURL,
                    isOffline: true),
                cache: cache, snapshotURL: nil)
            loaded = try await repository.giveaways(matching: GiveawayQuery()).value.count
        }
        guard loaded == cachedItems else {
            throw BenchmarkFailure(description: "the cached answer gave \(loaded) giveaways")
        }
        return BenchmarkResult(
            name: "Giveaways list, cached 9,500-item answer (read + decode + query)", unit: "ms",
            budget: 400, samples: samples,
            note: "\(body.count / 1_000_000) MB")
    }

    /// The bundled GamerPower answer's items repeated to ``cachedItems`` with unique ids,
    /// written as GamerPower writes them (slashes escaped).
    static func cachedAnswerBody() throws -> Data {
        guard let url = BundledResource.url("Giveaways/giveaways-snapshot.json"),
            let items = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
                as? [[String: Any]], !items.isEmpty
        else { throw BenchmarkFailure(description: "the bundled giveaways are missing") }
        let answer = (0..<cachedItems).map { index -> [String: Any] in
            var item = items[index % items.count]
            item["id"] = 100_000 + index
            return item
        }
        return try JSONSerialization.data(withJSONObject: answer)
    }
}

extension GiveawaysBenchmarks {
    /// Writes the cached 9,500-item answer where `cleanapps --data-dir DIR --offline giveaways
    /// list` reads it, and the same body as `bodyFile` for a peer to read.
    static func writeCachedAnswer(dataDirectory: String, bodyFile: String) -> Int32 {
        do {
            let folder = URL(fileURLWithPath: dataDirectory, isDirectory: true)
            let body = try cachedAnswerBody()
            let cache = ResponseCache(
                directory: folder.appendingPathComponent("cache/gamerpower", isDirectory: true))
            try cache.save(body, for: cachedListKey, at: Date())
            try body.write(to: URL(fileURLWithPath: bodyFile))
            return 0
        } catch {
            print("writing the cached answer failed: \(error)")
            return 73
        }
    }
}
