import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import Foundation
import GiveawaysData
import GiveawaysDomain
import GiveawaysPresentation

/// Giveaways: home screen on the bundled snapshot, search and filter+sort on 100,000 items,
/// a list from a cached 9,500-item answer.
@MainActor
enum GiveawaysBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "giveaways.home-bundled", run: home),
        Benchmark(name: "giveaways.search-100k", run: search),
        Benchmark(name: "giveaways.filter-sort-100k", run: filterSort),
        Benchmark(name: "giveaways.cached-9500", run: cachedAnswer),
    ]

    /// A fresh offline repository and view model each run: decode + index + first rows.
    static func home(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let favorites = try context.freshDirectory("giveaways-home")
        var loadedRows = 0
        let samples = try await Stopwatch.milliseconds(warmUp: 3, runs: 30) {
            let repository = GamerPowerGiveawaysRepository(
                httpClient: OfflineHTTPClient(),
                configuration: .init(
                    baseURL: GamerPowerGiveawaysRepository.Configuration.defaultBaseURL,
                    isOffline: true),
                cache: nil, snapshotURL: BundledResource.url("Giveaways/giveaways-snapshot.json"))
            let store = StoredFavoritesRepository(directory: favorites, notices: NoticeBoard())
            let viewModel = GiveawaysHomeViewModel(
                dependencies: .init(
                    loadGiveaways: LoadGiveawaysUseCase(repository: repository),
                    loadWorth: LoadWorthUseCase(repository: repository),
                    loadFavorites: LoadFavoritesUseCase(favorites: store),
                    toggleFavorite: ToggleFavoriteUseCase(favorites: store),
                    clock: ContinuousClock(), now: { Date() }))
            await viewModel.didAppear()
            if case .success(let rows) = viewModel.state.value.list { loadedRows = rows.count }
        }
        return BenchmarkResult(
            name: "Giveaways home, bundled data (decode + first state)", unit: "ms", budget: 15,
            samples: samples, note: "\(loadedRows) rows")
    }

    static func search(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let index = GiveawaySearchIndex(context.giveaways)
        let queries = ["kingdom", "Odyssey 7", "dlc", "zzz-no-match", "neon racer"]
        var query = 0
        var hits = 0
        let samples = try await Stopwatch.milliseconds(warmUp: 5, runs: 50) {
            hits = index.search(queries[query % queries.count]).count
            query += 1
        }
        return BenchmarkResult(
            name: "Giveaways search, 100,000 items, one query", unit: "ms", budget: 5,
            samples: samples, note: "last query: \(hits) hits")
    }

    static func filterSort(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let giveaways = context.giveaways
        let queries = [
            GiveawayQuery(platform: nil, kind: nil, sort: .date),
            GiveawayQuery(platform: Platform.popular[0], kind: .game, sort: .value),
            GiveawayQuery(platform: Platform.popular[1], kind: nil, sort: .popularity),
        ]
        var query = 0
        let samples = try await Stopwatch.milliseconds(warmUp: 3, runs: 30) {
            _ = queries[query % queries.count].apply(to: giveaways)
            query += 1
        }
        return BenchmarkResult(
            name: "Giveaways filter + sort, 100,000 items", unit: "ms", budget: 15,
            samples: samples)
    }
}
