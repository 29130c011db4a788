import Dispatch

/// A task executor with a thread of its own, for long CPU-bound test loops (fuzzing).
///
/// Swift Testing starts every test at once on Swift's cooperative pool, which has one thread
/// per core (2 on the build machines) and runs queued jobs first come, first served. A test
/// that computes for seconds without suspending keeps a pool thread all that time, so every
/// job queued behind it waits: another test's `Task { … }`, or the continuation a stub server
/// resumes. Under load a `Task` about to send a request waited over a minute behind the fuzz
/// loops, and the wall-clock hang guard of ``StubHTTPServer/waitForRequests(_:timeout:)``
/// failed a test that did nothing wrong. Work run through ``onDedicatedThread(_:)`` leaves the
/// pool free; the kernel shares the cores between it and everything else.
///
/// Each instance runs its jobs one at a time on its own serial queue (an overcommit thread,
/// not one of the pool's). Task-local values, and so `Issue.record` and `#expect`, work as
/// usual.
public final class DedicatedThreadExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "cleanapps.tests.dedicated-thread")

    /// Creates an executor with its own serial queue.
    public init() {}

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}

/// Runs `body` on a ``DedicatedThreadExecutor`` of its own instead of the cooperative pool.
public func onDedicatedThread<Value>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Value
) async rethrows -> Value {
    try await withTaskExecutorPreference(DedicatedThreadExecutor(), isolation: isolation) {
        try await body()
    }
}
