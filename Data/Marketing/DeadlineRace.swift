import Synchronization

/// Runs an operation against a deadline on an injected clock, without waiting for a loser.
///
/// The operation and a timer run as separate tasks; the first to finish wins and the other is
/// cancelled and not awaited, so an operation that ignores cancellation still costs at most
/// the deadline. Cancelling the caller cancels both.
enum DeadlineRace {
    /// Thrown when the deadline passes first.
    struct Exceeded: Error, Equatable {}

    /// The result of `operation`, or ``Exceeded`` when `limit` passes first on `clock`.
    static func run<Value: Sendable>(
        within limit: Duration,
        clock: any Clock<Duration>,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let gate = Gate<Value>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                gate.install(continuation)
                gate.add(
                    Task {
                        do {
                            gate.finish(.success(try await operation()))
                        } catch {
                            gate.finish(.failure(error))
                        }
                    })
                gate.add(
                    Task {
                        do {
                            try await clock.sleep(for: limit, tolerance: nil)
                            gate.finish(.failure(Exceeded()))
                        } catch {
                            // NB: cancelled because the operation won; nothing to report.
                        }
                    })
            }
        } onCancel: {
            gate.finish(.failure(CancellationError()))
        }
    }

    /// Resumes the caller exactly once and cancels the racing tasks when the race ends.
    private final class Gate<Value: Sendable>: Sendable {
        private struct State {
            var continuation: CheckedContinuation<Value, any Error>?
            var result: Result<Value, any Error>?
            var tasks: [Task<Void, Never>] = []
        }

        private let state = Mutex(State())

        func install(_ continuation: CheckedContinuation<Value, any Error>) {
            let early = state.withLock { state -> Result<Value, any Error>? in
                if let result = state.result { return result }
                state.continuation = continuation
                return nil
            }
            if let early { continuation.resume(with: early) }
        }

        func add(_ task: Task<Void, Never>) {
            let isOver = state.withLock { state -> Bool in
                if state.result != nil { return true }
                state.tasks.append(task)
                return false
            }
            if isOver { task.cancel() }
        }

        func finish(_ result: Result<Value, any Error>) {
            let ending = state.withLock {
                state -> (CheckedContinuation<Value, any Error>?, [Task<Void, Never>])? in
                guard state.result == nil else { return nil }
                state.result = result
                defer {
                    state.continuation = nil
                    state.tasks = []
                }
                return (state.continuation, state.tasks)
            }
            guard let (continuation, tasks) = ending else { return }
            // NB: cancel the loser first, so its clean-up has run when the caller resumes.
            for task in tasks { task.cancel() }
            continuation?.resume(with: result)
        }
    }
}
