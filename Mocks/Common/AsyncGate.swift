/// Holds tasks at `wait()` until the test calls `open()`, to test work that is in flight.
public actor AsyncGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    public init() {}

    /// Suspends until the gate opens (returns at once when it is open).
    public func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Opens the gate and lets every waiter go.
    public func open() {
        isOpen = true
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume() }
    }

    /// Yields (never sleeps) until someone waits at the gate, within a bounded number of tries.
    public func waitForWaiter() async {
        for _ in 0..<10_000 where waiters.isEmpty {
            await Task.yield()
        }
    }
}
