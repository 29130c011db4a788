/// One named benchmark; `name` is what a FILTER argument matches.
struct Benchmark: Sendable {
    let name: String
    let run: @MainActor (BenchmarkContext) async throws -> BenchmarkResult
}

/// A benchmark that could not run, with the reason.
struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
}
