/// Text helpers for the terminal: the one sanitizer for outside text, display width in
/// terminal cells, and truncation, padding and wrapping by that width.
///
/// Every function is pure and linear in the length of its input, so hostile text (1 MB of
/// escape sequences, a 5,000-character title) costs little and never hangs. Widths count
/// terminal cells, not characters: "홍길동" is 3 characters but 6 cells.
public enum TerminalText {
    /// Where ``pad(_:toWidth:alignment:)`` puts the text inside the padded field.
    public enum Alignment: Equatable, Sendable {
        /// Text at the left, padding after it.
        case left
        /// Text at the right, padding before it.
        case right
        /// Text in the middle, padding split around it.
        case center
    }
}
