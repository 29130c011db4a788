import Archive
import CleanAppsPresentationCore
import Foundation

/// Shared libraries: inflate throughput and ObservableValue delivery cost.
@MainActor
enum CommonBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "common.inflate", run: inflate),
        Benchmark(name: "common.observable", run: observable),
    ]

    static func inflate(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let fixture = DeflateFixture.make(megabytes: 24, in: context.scratch)
        let megabytes = Double(fixture.inflatedSize) / 1_048_576
        var inflated = 0
        let samples = try await Stopwatch.milliseconds(warmUp: 1, runs: 5) {
            inflated = try Inflate.decompress(
                fixture.compressed, expectedSize: fixture.inflatedSize
            ).count
        }
        guard inflated == fixture.inflatedSize else {
            throw BenchmarkFailure(description: "inflate returned \(inflated) bytes")
        }
        return BenchmarkResult(
            name: "inflate throughput (MB of output per second)", unit: "MB/s", budget: 100,
            direction: .atLeast, samples: samples.map { megabytes / ($0 / 1_000) },
            note: "\(Int(megabytes)) MB from \(fixture.compressed.count / 1_048_576) MB, "
                + fixture.method)
    }

    static func observable(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let subject = ObservableValue(0)
        let deliveries = DeliveryCounter()
        let token = subject.observe(replay: false) { _ in deliveries.count += 1 }
        let values = 1_000_000
        var bodyCalls = 0
        let samples = try await Stopwatch.milliseconds(warmUp: 1, runs: 7) {
            bodyCalls += 1
            for value in 1...values { subject.value = value }
            subject.value = 0
        }
        token.cancel()
        guard deliveries.count == bodyCalls * (values + 1) else {
            throw BenchmarkFailure(
                description: "\(deliveries.count) deliveries in \(bodyCalls) runs")
        }
        return BenchmarkResult(
            name: "ObservableValue set + deliver to 1 observer", unit: "ns/value", budget: 50,
            samples: samples.map { $0 * 1_000_000 / Double(values + 1) },
            note: "1,000,000 sets per run, each delivered")
    }
}

/// The observer's own work in `common.observable`: one increment, without the exclusivity
/// check a captured `var` would add, so the figure is the observable's cost.
@MainActor
final class DeliveryCounter {
    @exclusivity(unchecked) var count = 0
}
