import Foundation

/// Tells the current wall-clock time; injected so tests can fix "now".
public typealias Now = @Sendable () -> Date

/// The sleeping clock features use for debouncing and deadlines; tests pass a manual one.
public typealias SleepClock = any Clock<Duration>
