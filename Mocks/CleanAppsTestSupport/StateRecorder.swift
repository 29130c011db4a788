import CleanAppsPresentationCore

/// Records every value an `ObservableValue` delivers, for asserting whole state histories.
@MainActor
public final class StateRecorder<Value: Sendable> {
    /// Every delivered value, oldest first (the first is the replayed current value).
    public private(set) var values: [Value] = []
    private var token: ObservationToken?

    /// Starts recording `observable` at once, including its current value.
    public init(_ observable: ObservableValue<Value>) {
        token = observable.observe { [weak self] value in
            self?.values.append(value)
        }
    }

    /// The last recorded value.
    public var last: Value? { values.last }
}
