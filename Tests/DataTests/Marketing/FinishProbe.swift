import CleanAppsTestSupport
import Synchronization

/// Runs work in a task and tells whether it has finished, to check on a ``TestClock`` that
/// the work ends exactly when a deadline passes, not a moment earlier.
final class FinishProbe<Value: Sendable>: Sendable {
    /// Set once the work has ended.
    private final class Flag: Sendable {
        private let value = Mutex(false)
        var isSet: Bool { value.withLock { $0 } }
        func set() { value.withLock { $0 = true } }
    }

    private let finished = Flag()
    private let task: Task<Value, any Error>

    /// Starts `operation` at once.
    init(_ operation: @escaping @Sendable () async throws -> Value) {
        let flag = finished
        task = Task {
            defer { flag.set() }
            return try await operation()
        }
    }

    /// Advances `clock` to 1 ms before `deadline` (counted from the clock's start), notes
    /// whether the work had finished by then, advances to the deadline and awaits the result.
    func result(whenClock clock: TestClock, reaches deadline: Duration) async throws
        -> (finishedEarly: Bool, value: Value)
    {
        await clock.advance(by: deadline - clock.now.offset - .milliseconds(1))
        let finishedEarly = finished.isSet
        await clock.advance(by: .milliseconds(1))
        return (finishedEarly, try await task.value)
    }
}
