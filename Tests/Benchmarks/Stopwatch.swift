import Foundation

/// Wall-clock timing with warm-up and repeated runs.
enum Stopwatch {
    /// Nanoseconds of a monotonic clock.
    static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }

    /// Set by `--once`: one measured run, no warm-up (for profiling under callgrind).
    @MainActor static var runsOnce = false

    /// Milliseconds one call of `body` takes, run `warmUp` times unmeasured, then `runs` times.
    @MainActor
    static func milliseconds(
        warmUp: Int = 2, runs: Int, _ body: @MainActor () async throws -> Void
    ) async throws -> [Double] {
        for _ in 0..<(runsOnce ? 0 : warmUp) { try await body() }
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<(runsOnce ? 1 : runs) {
            let start = now()
            try await body()
            samples.append(Double(now() - start) / 1_000_000)
        }
        return samples
    }
}
