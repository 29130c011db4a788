/// Which lines of a screen's body are shown when the whole screen does not fit the terminal's
/// height; shared by the copies of one ``ScreenFrame``.
///
/// A reference so that drawing (which learns the window) and the command loop (which moves
/// it with n and p) see the same position. A new screen (another title) starts at the top.
@MainActor
public final class BodyScroll {
    /// The first body line shown, from 0.
    public private(set) var offset = 0
    /// How many body lines the last drawing showed, and how many there were; equal when the
    /// body was not cut.
    public private(set) var window = 0
    /// How many body lines the last drawing had.
    public private(set) var total = 0
    private var title = ""

    /// Whether the last drawing cut its body, so n and p scroll it.
    public var isCut: Bool { window < total }

    /// Records a drawing of `title` whose body has `total` lines, `window` of them shown;
    /// returns the first line to show.
    public func place(title: String, total: Int, window: Int) -> Int {
        if title != self.title { offset = 0 }
        self.title = title
        self.total = total
        self.window = window
        offset = max(0, min(offset, total - window))
        return offset
    }

    /// Moves one window down (`forward`) or up; returns a message when already at that end.
    public func scroll(forward: Bool) -> String? {
        let target = forward ? offset + window : offset - window
        let clamped = max(0, min(target, total - window))
        guard clamped != offset else {
            return forward ? "Already at the end." : "Already at the top."
        }
        offset = clamped
        return nil
    }

    /// Starts the next drawing at the top.
    public func reset() {
        offset = 0
        window = 0
        total = 0
    }
}
