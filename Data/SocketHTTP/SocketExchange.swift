import CleanAppsDataCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One request in flight between the caller's task and the exchange's own thread: resumes the
/// caller exactly once, whichever comes first (the response, an error, the deadline,
/// cancellation), and then wakes the thread through a pipe so its blocking work stops.
final class SocketExchange: Sendable {
    private struct State {
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
        var outcome: Result<HTTPResponse, any Error>?
        var timer: Task<Void, Never>?
        var pipeOpen = true
    }

    /// Becomes readable once the exchange has settled: every wait of the thread polls it.
    let wake: Int32
    private let wakeWriter: Int32
    private let state = Mutex(State())

    /// Makes the wake pipe; throws `HTTPClientError.unreachable(_:)` when the process is out
    /// of descriptors.
    init() throws {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw HTTPClientError.unreachable("no free file descriptors")
        }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        wake = descriptors[0]
        wakeWriter = descriptors[1]
    }

    /// Stores the caller's continuation and starts the deadline timer on `clock`; resumes at
    /// once and returns false when the exchange already settled (the caller was cancelled).
    func attach(
        _ continuation: CheckedContinuation<HTTPResponse, any Error>,
        deadline: Duration,
        clock: any Clock<Duration>
    ) -> Bool {
        let earlyOutcome = state.withLock { state -> Result<HTTPResponse, any Error>? in
            if let outcome = state.outcome { return outcome }
            state.continuation = continuation
            return nil
        }
        if let earlyOutcome {
            continuation.resume(with: earlyOutcome)
            return false
        }
        let timer = Task { [self] in
            do {
                try await clock.sleep(for: deadline)
            } catch {
                return
            }
            finish(.failure(HTTPClientError.timedOut))
        }
        let settled = state.withLock { state -> Bool in
            state.timer = timer
            return state.outcome != nil
        }
        if settled { timer.cancel() }
        return true
    }

    /// Settles the exchange once (later calls are ignored), wakes its thread and resumes the
    /// caller.
    func finish(_ outcome: Result<HTTPResponse, any Error>) {
        typealias Settled = (
            continuation: CheckedContinuation<HTTPResponse, any Error>?, timer: Task<Void, Never>?
        )
        let settled = state.withLock { state -> Settled? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            if state.pipeOpen {
                let byte: UInt8 = 1
                _ = writeByte(byte, to: wakeWriter)
            }
            defer {
                state.continuation = nil
                state.timer = nil
            }
            return (state.continuation, state.timer)
        }
        guard let settled else { return }
        settled.timer?.cancel()
        settled.continuation?.resume(with: outcome)
    }

    /// Closes the wake pipe; called once by the thread when its work has ended (or by the
    /// caller when the thread never started).
    func close() {
        state.withLock { state in
            guard state.pipeOpen else { return }
            state.pipeOpen = false
            closeDescriptor(wake)
            closeDescriptor(wakeWriter)
        }
    }
}

/// `write(2)` of one byte, named apart from the exchange's own methods.
private func writeByte(_ byte: UInt8, to descriptor: Int32) -> Int {
    withUnsafeBytes(of: byte) { write(descriptor, $0.baseAddress, 1) }
}

/// `close(2)`, named apart from ``SocketExchange/close()``.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
