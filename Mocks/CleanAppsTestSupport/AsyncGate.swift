/// Holds tasks at `wait()` until the test calls `open()`, to test work that is in flight.
public actor AsyncGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var waiterWatchers: [CheckedContinuation<Void, Never>] = []

    /// Creates a closed gate.
    public init() {}

    /// Suspends until the gate opens (returns at once when it is open).
    public func wait() async {
        if isOpen { return }
        await withCheckedContinuation { continuation in
            waiters.append(continuation)
            let watchers = waiterWatchers
            waiterWatchers = []
            for watcher in watchers { watcher.resume() }
        }
    }

    /// Opens the gate and lets every waiter go.
    public func open() {
        isOpen = true
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume() }
    }

    /// Returns once someone waits at the gate (event-driven, whatever the machine's load).
    public func waitForWaiter() async {
        if !waiters.isEmpty { return }
        await withCheckedContinuation { waiterWatchers.append($0) }
    }
}
