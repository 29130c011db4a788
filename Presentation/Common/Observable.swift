/// A value that tells its observers about every change: the homegrown replacement for Combine.
///
/// - Isolation: main actor only. Observers are called synchronously on the main actor, inside
///   the setter of ``value``; nothing ever hops to another queue.
/// - Replay: ``observe(replay:_:)`` calls the new observer with the current value at once,
///   unless `replay` is false.
/// - Deduplication: when `Value` is `Equatable`, setting a value equal to the current one
///   notifies nobody.
/// - Ordering: observers are called in the order they registered, from a snapshot taken when
///   the value was set, so an observer may cancel itself or others while being notified (a
///   cancelled observer is not called again, not even later in the same round).
/// - Lifetime: an observer lives as long as its ``ObservationToken``. The observable holds
///   tokens weakly and prunes dead entries; it never retains its observers' owners.
///   Observers that capture their owner should capture it weakly.
@MainActor
public final class Observable<Value: Sendable> {
    private struct Entry {
        weak var token: ObservationToken?
        let onChange: @MainActor (Value) -> Void
    }

    private var entries: [Entry] = []
    private let isDuplicate: (Value, Value) -> Bool

    /// The current value; setting it notifies every live observer.
    public var value: Value {
        didSet {
            guard !isDuplicate(oldValue, value) else { return }
            notify(value)
        }
    }

    /// Creates an observable that notifies on every set.
    public init(_ value: Value) {
        self.value = value
        self.isDuplicate = { _, _ in false }
    }

    /// Creates an observable that skips sets equal to the current value.
    public init(_ value: Value) where Value: Equatable {
        self.value = value
        self.isDuplicate = { $0 == $1 }
    }

    /// Registers `onChange` and returns the token that keeps it alive.
    ///
    /// - Parameters:
    ///   - replay: when true (the default), `onChange` is called with the current value before
    ///     this method returns.
    ///   - onChange: called on the main actor with each new value.
    /// - Returns: the token; the observation ends when it is cancelled or released.
    public func observe(
        replay: Bool = true,
        _ onChange: @escaping @MainActor (Value) -> Void
    ) -> ObservationToken {
        let token = ObservationToken()
        entries.removeAll { $0.token == nil }
        entries.append(Entry(token: token, onChange: onChange))
        if replay { onChange(value) }
        return token
    }

    /// The number of observers still alive (for leak checks and diagnostics).
    public var observerCount: Int {
        entries.reduce(0) { count, entry in
            guard let token = entry.token, !token.isCancelled else { return count }
            return count + 1
        }
    }

    private func notify(_ newValue: Value) {
        let snapshot = entries
        var sawDeadEntry = false
        for entry in snapshot {
            guard let token = entry.token, !token.isCancelled else {
                sawDeadEntry = true
                continue
            }
            entry.onChange(newValue)
        }
        if sawDeadEntry {
            entries.removeAll { $0.token == nil || $0.token?.isCancelled == true }
        }
    }
}

/// Keeps one observation of an ``Observable`` alive; cancel it or let it go to stop.
@MainActor
public final class ObservationToken {
    /// Whether ``cancel()`` has been called.
    public private(set) var isCancelled = false

    init() {}

    /// Ends the observation at once: the observer is not called again.
    public func cancel() {
        isCancelled = true
    }
}
