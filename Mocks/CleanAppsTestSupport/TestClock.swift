import Synchronization

/// A manual clock for tests: time moves only when the test calls ``advance(by:)``.
///
/// Sleepers registered with ``sleep(until:tolerance:)`` resume, in deadline order, once the
/// clock has been advanced past their deadline; a cancelled sleeper throws
/// `CancellationError` at once. Nothing here really sleeps.
public final class TestClock: Clock, Sendable {
    /// A point on the test clock's time line.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// Time since the clock was created.
        public var offset: Duration

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from `self` to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Orders instants by time.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID = 0
        var sleepers: [Sleeper] = []
        var cancelledIDs: Set<Int> = []
        var sleeperWatchers:
            [(id: Int, count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Mutex(State())

    /// Creates a clock at offset zero.
    public init() {}

    /// The current instant; moves only with ``advance(by:)``.
    public var now: Instant { state.withLock { $0.now } }

    /// Zero: the clock has no resolution limit.
    public var minimumResolution: Duration { .zero }

    /// How many sleepers are waiting right now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Waits until the clock has been advanced to `deadline`; throws `CancellationError` when
    /// cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // NB: a task cancelled before this point has already run `onCancel`, which
                // found no sleeper to resume and noted the id; it must not be stored, or it
                // would wait forever.
                let resumeNow = state.withLock { state -> Bool in
                    if state.cancelledIDs.remove(id) != nil || deadline <= state.now {
                        return true
                    }
                    state.sleepers.append(
                        Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if resumeNow { continuation.resume() }
                resumeWatchers()
            }
            try Task.checkCancellation()
        } onCancel: {
            let cancelled = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    state.cancelledIDs.insert(id)
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward and resumes every sleeper whose deadline has come, then yields so
    /// the resumed tasks can run.
    public func advance(by duration: Duration) async {
        let due = state.withLock { state -> [Sleeper] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }.sorted {
                $0.deadline < $1.deadline
            }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
        await settle()
    }

    /// Waits until at least `count` sleepers are registered; false if the hang guard ended it.
    ///
    /// Event-driven: it returns as soon as the `count`-th sleeper registers, however busy the
    /// machine is. NB: only a hang guard uses real time (``HangGuard/limit``), so a test that expects a
    /// sleeper that never comes fails on its assertions instead of hanging.
    @discardableResult
    public func waitForSleepers(_ count: Int = 1) async -> Bool {
        let watcherID = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        let guardTask = Task {
            try? await Task.sleep(for: HangGuard.limit)
            self.releaseWatcher(watcherID)
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state -> Bool in
                if state.sleepers.count >= count { return true }
                state.sleeperWatchers.append((watcherID, count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
        guardTask.cancel()
        return sleeperCount >= count
    }

    private func resumeWatchers() {
        let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            let count = state.sleepers.count
            let ready = state.sleeperWatchers.filter { $0.count <= count }.map(\.continuation)
            state.sleeperWatchers.removeAll { $0.count <= count }
            return ready
        }
        for continuation in ready { continuation.resume() }
    }

    private func releaseWatcher(_ id: Int) {
        let watcher = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard let index = state.sleeperWatchers.firstIndex(where: { $0.id == id }) else {
                return nil
            }
            return state.sleeperWatchers.remove(at: index).continuation
        }
        watcher?.resume()
    }

    private func settle() async {
        for _ in 0..<50 { await Task.yield() }
    }
}
