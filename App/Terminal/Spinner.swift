/// A spinner such as `⠹ Loading giveaways`, drawn in place only on an interactive terminal
/// (see ``StatusLine``). Usually driven by ``withSpinner(_:terminal:clock:delay:interval:_:)``.
@MainActor
final class Spinner {
    /// Braille frames for UTF-8 terminals.
    static let unicodeFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Frames for ASCII-only terminals.
    static let asciiFrames = ["|", "/", "-", "\\"]

    private let label: String
    private let frames: [String]
    private let line: StatusLine
    private var frameIndex = 0
    private var isStopped = false

    /// A spinner showing `label`; nothing is drawn until the first ``tick()``.
    init(_ label: String, terminal: any Terminal) {
        self.label = label
        self.frames = terminal.capabilities.usesUnicode ? Self.unicodeFrames : Self.asciiFrames
        self.line = StatusLine(terminal: terminal)
    }

    /// Draws the next frame; does nothing once stopped.
    func tick() {
        guard !isStopped else { return }
        line.show("\(frames[frameIndex]) \(label)")
        frameIndex = (frameIndex + 1) % frames.count
    }

    /// Erases the spinner for good: later ticks draw nothing.
    func stop() {
        isStopped = true
        line.clear()
    }
}

/// Runs `work`, showing a spinner with `label` if it takes longer than `delay`.
///
/// On a non-interactive terminal it just runs `work`. Otherwise a spinner appears after
/// `delay` (200 ms) and turns every `interval` (100 ms) until `work` returns or throws; it
/// is then erased, and nothing is left on the line. Quick work never shows a spinner.
/// Time comes from `clock`, so tests drive it with a manual clock and never sleep.
@MainActor
public func withSpinner<Value, Failure: Error>(
    _ label: String,
    terminal: any Terminal,
    clock: any Clock<Duration> = ContinuousClock(),
    delay: Duration = .milliseconds(200),
    interval: Duration = .milliseconds(100),
    _ work: () async throws(Failure) -> Value
) async throws(Failure) -> Value {
    guard terminal.capabilities.isInteractive else { return try await work() }
    let spinner = Spinner(label, terminal: terminal)
    let animation = Task { @MainActor in
        do {
            try await clock.sleep(for: delay)
            while !Task.isCancelled {
                spinner.tick()
                try await clock.sleep(for: interval)
            }
        } catch {
            // Cancelled: the work is done.
        }
    }
    let result: Result<Value, Failure>
    do {
        result = .success(try await work())
    } catch {
        result = .failure(error)
    }
    // NB: the animation is not awaited: a clock that misses the cancellation must not keep
    // the caller waiting. A stopped spinner ignores later ticks, so nothing is drawn again.
    animation.cancel()
    spinner.stop()
    return try result.get()
}
