/// What the terminal in use can do, decided once at start.
public struct TerminalCapabilities: Equatable, Sendable {
    /// Whether a person is typing: stdin and stdout are TTYs. Off for pipes and tests.
    public var isInteractive: Bool
    /// Whether ANSI colours and styles may be written.
    public var usesColor: Bool
    /// Whether the output encoding can show non-ASCII symbols (✓, ·, box drawing).
    public var usesUnicode: Bool
    /// Columns available for one line.
    public var width: Int

    /// A plain, non-interactive 80-column terminal: what scripts and tests see.
    public static let plain = TerminalCapabilities(
        isInteractive: false, usesColor: false, usesUnicode: true, width: 80)
}

/// The line reader and writer every screen talks to.
///
/// Live: stdin/stdout (``StandardTerminal``). Tests: scripted lines and captured output.
/// Text from outside must pass through ``TerminalText/sanitize(_:keepsNewlines:)`` before it
/// is written.
@MainActor
public protocol Terminal: AnyObject {
    /// What this terminal can do.
    var capabilities: TerminalCapabilities { get }
    /// Writes `text` as it is and flushes.
    func write(_ text: String)
    /// Writes `text` to the error stream.
    func writeError(_ text: String)
    /// Writes `prompt` (no newline), flushes, and reads one line without its newline.
    /// Returns nil at end of input, which is final: later calls return nil at once.
    func readLine(prompt: String) async -> String?
    /// Why writing the output stream failed, when it did (a closed pipe does not count);
    /// once set, later writes are dropped and the process ends with exit code 74.
    var outputFailure: String? { get }
}

extension Terminal {
    /// No failure: the default for terminals that cannot fail.
    var outputFailure: String? { nil }

    /// Writes `text` and a newline.
    public func writeLine(_ text: String = "") {
        write(text + "\n")
    }
}
