import Dispatch

/// The one thread long CPU-bound test loops (fuzzing) run on, instead of Swift's cooperative
/// pool.
///
/// Swift Testing starts every test at once on the cooperative pool, which has one thread per
/// core (2 on the build machines) and runs queued jobs first come, first served. A test that
/// computes for seconds without suspending keeps a pool thread all that time, so every job
/// queued behind it waits: another test's `Task { … }`, or the continuation a stub server
/// resumes. Under load a `Task` about to send a request waited 22–37 s behind the fuzz loops
/// (measured), and the wall-clock hang guard of
/// ``StubHTTPServer/waitForRequests(_:timeout:)`` failed a test that did nothing wrong.
///
/// Work run through `onDedicatedThread(_:)` leaves the pool free. All of it shares this
/// one serial queue (an overcommit thread, not one of the pool's): giving each loop a thread
/// of its own would let every fuzz loop compete for the 2 cores at once and slow the pool as
/// much as before. Loops interleave only where they suspend. Task-local values, and so
/// `Issue.record` and `#expect`, work as usual.
public final class DedicatedThreadExecutor: TaskExecutor {
    /// The executor every `onDedicatedThread(_:)` call shares.
    public static let shared = DedicatedThreadExecutor()

    private let queue = DispatchQueue(label: "cleanapps.tests.dedicated-thread")

    private init() {}

    /// Runs `job` on the dedicated thread.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}

/// Runs `body` on ``DedicatedThreadExecutor/shared`` instead of the cooperative pool.
public func onDedicatedThread<Value>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Value
) async rethrows -> Value {
    try await withTaskExecutorPreference(DedicatedThreadExecutor.shared, isolation: isolation) {
        try await body()
    }
}
