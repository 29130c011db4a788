import Synchronization

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
/// - Lifetime: an observer lives as long as its ``ObservationToken``. The observable never
///   holds a token; a token that is cancelled or released ends its observation, and ended
///   observers are pruned. Observers that capture their owner should capture it weakly.
/// - Cost: the hot path is inlinable, so callers get it specialised for their `Value`, and
///   its storage skips dynamic exclusivity checks: every access happens on the main actor,
///   no access stays open while observers run, and notification walks a snapshot. See
///   `common.observable` in the Benchmarks target.
@MainActor
public final class ObservableValue<Value: Sendable> {
    @exclusivity(unchecked) @usableFromInline var observers: [Observer<Value>] = []
    @exclusivity(unchecked) @usableFromInline var storage: Value
    @usableFromInline let isDuplicate: ((Value, Value) -> Bool)?

    /// The current value; setting it notifies every live observer.
    @inlinable public var value: Value {
        get { storage }
        set {
            if let isDuplicate, isDuplicate(storage, newValue) { return }
            storage = newValue
            notify(newValue)
        }
    }

    /// Creates an observable that notifies on every set.
    public init(_ value: Value) {
        self.storage = value
        self.isDuplicate = nil
    }

    /// Creates an observable that skips sets equal to the current value.
    @inlinable public init(_ value: Value) where Value: Equatable {
        self.storage = value
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
        let observer = Observer(onChange)
        pruneEnded()
        observers.append(observer)
        if replay { onChange(storage) }
        return ObservationToken(observer)
    }

    /// The number of observers still alive (for leak checks and diagnostics).
    public var observerCount: Int {
        observers.reduce(0) { count, observer in observer.isAlive ? count + 1 : count }
    }

    @inlinable func notify(_ newValue: Value) {
        let snapshot = observers
        var sawEnded = false
        for observer in snapshot {
            guard observer.isAlive else {
                sawEnded = true
                continue
            }
            observer.onChange(newValue)
        }
        if sawEnded { pruneEnded() }
    }

    @usableFromInline func pruneEnded() {
        observers.removeAll { !$0.isAlive }
    }
}

/// Keeps one observation of an ``ObservableValue`` alive; cancel it or let it go to stop.
@MainActor
public final class ObservationToken {
    private let observation: any EndableObservation

    init(_ observation: any EndableObservation) {
        self.observation = observation
    }

    /// Whether the observation has ended (``cancel()`` was called).
    public var isCancelled: Bool { !observation.isAlive }

    /// Ends the observation at once: the observer is not called again.
    public func cancel() {
        observation.end()
    }

    deinit {
        observation.end()
    }
}

/// What a token needs of its observation, whatever the observed type.
protocol EndableObservation: Sendable {
    var isAlive: Bool { get }
    func end()
}

/// One registered observer: its callback and whether it is still wanted. Its token ends it
/// from `cancel()` or from its deinit, which may run on any thread, hence the atomic flag.
@usableFromInline
final class Observer<Value: Sendable>: EndableObservation {
    @usableFromInline let alive = Atomic<Bool>(true)
    @usableFromInline let onChange: @MainActor (Value) -> Void

    init(_ onChange: @escaping @MainActor (Value) -> Void) {
        self.onChange = onChange
    }

    @inlinable var isAlive: Bool { alive.load(ordering: .relaxed) }

    func end() {
        alive.store(false, ordering: .relaxed)
    }
}
