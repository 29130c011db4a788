/// One line redrawn in place with a carriage return: the canvas of spinners and progress
/// bars.
///
/// Draws only when the terminal is interactive (a person watching a TTY); on pipes and in
/// tests it writes nothing at all. Text is sanitized and cut to one cell less than the
/// width (so the terminal never wraps), and a shorter redraw is padded with spaces over the
/// old text. No escape codes are used, so it works on any terminal.
@MainActor
public final class StatusLine {
    private let terminal: any Terminal
    private var drawnWidth = 0

    /// A status line on `terminal`, empty until ``show(_:)``.
    public init(terminal: any Terminal) {
        self.terminal = terminal
    }

    /// Whether anything is drawn: only on an interactive terminal.
    public var isEnabled: Bool { terminal.capabilities.isInteractive }

    /// Whether something is drawn now and not yet erased.
    public var isShowing: Bool { drawnWidth > 0 }

    /// Replaces the line's text with `text`.
    public func show(_ text: String) {
        guard isEnabled else { return }
        let capabilities = terminal.capabilities
        let fitted = TerminalText.truncate(
            TerminalText.sanitize(text), toWidth: capabilities.width - 1,
            usesUnicode: capabilities.usesUnicode)
        let width = TerminalText.displayWidth(fitted)
        let cover = String(repeating: " ", count: max(0, drawnWidth - width))
        terminal.write("\r" + fitted + cover)
        drawnWidth = max(width, 1)
    }

    /// Erases the line and puts the cursor back at its start; nothing when nothing is drawn.
    public func clear() {
        guard drawnWidth > 0 else { return }
        terminal.write("\r" + String(repeating: " ", count: drawnWidth) + "\r")
        drawnWidth = 0
    }
}
