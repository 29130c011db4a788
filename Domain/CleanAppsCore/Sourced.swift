import Foundation

/// Where a piece of data came from, so screens can say how fresh it is.
public enum DataOrigin: Equatable, Sendable {
    /// Fetched from the service just now.
    case live
    /// The service answered just now with nothing in it; the sentence says so, e.g.
    /// "GamerPower says: No active giveaways available at the moment". Saved answers are
    /// kept, not replaced by it.
    case emptyAnswer(String)
    /// The last good response, saved at this time.
    case cache(savedAt: Date)
    /// The snapshot bundled with CleanApps, taken at this time when known.
    case bundled(takenAt: Date?)
}

/// A value together with where it came from.
public struct Sourced<Value: Sendable>: Sendable {
    /// The data.
    public var value: Value
    /// Where the data came from.
    public var origin: DataOrigin
    /// Why the value is not the live answer: network use is off, or what failed
    /// (`.failure("GamerPower answered HTTP 500")`); nil when nothing failed or the reason is
    /// unknown.
    public var fallbackReason: FallbackReason?

    /// Wraps `value` with its origin and, when it is a fallback, the reason.
    public init(_ value: Value, origin: DataOrigin, fallbackReason: FallbackReason? = nil) {
        self.value = value
        self.origin = origin
        self.fallbackReason = fallbackReason
    }
}

extension Sourced: Equatable where Value: Equatable {}
