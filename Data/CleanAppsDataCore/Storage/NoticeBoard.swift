import Synchronization

/// Collects one-line messages that stores want the user to see once (files moved aside,
/// upgrades, files left untouched); the app prints and drains them before each screen.
///
/// Thread-safe: any thread may post while another drains. A message identical to one
/// already pending is dropped, so a notice posted by several loads is shown once.
public final class NoticeBoard: Sendable {
    private let pending = Mutex<[String]>([])

    /// Creates an empty board.
    public init() {}

    /// Adds `message` unless an identical one is already waiting to be shown.
    public func post(_ message: String) {
        pending.withLock { messages in
            if !messages.contains(message) { messages.append(message) }
        }
    }

    /// Returns every pending message in the order posted and empties the board.
    public func drain() -> [String] {
        pending.withLock { messages in
            defer { messages = [] }
            return messages
        }
    }
}
