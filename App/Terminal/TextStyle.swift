/// ANSI styles that collapse to plain text when colour is off.
///
/// Each helper wraps its text in the style's "on" and matching "off" codes (not a full
/// reset), so styles nest: `style.bold(style.red("x"))`. The text is written as given:
/// sanitize outside text with ``TerminalText/sanitize(_:keepsNewlines:)`` first.
public struct TextStyle: Equatable, Sendable {
    /// One of the styles below, named so that text can carry it until it is drawn (a list
    /// cell: see ``ListRow/styles``).
    public enum Effect: Equatable, Sendable {
        case bold, dim, reverse, red, green, yellow, cyan
    }

    /// Whether escape codes are written at all; see ``TerminalCapabilities/usesColor``.
    public let isEnabled: Bool

    /// A style that writes escape codes only when `isEnabled` is true.
    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// The style for a terminal with `capabilities`.
    public init(capabilities: TerminalCapabilities) {
        self.init(isEnabled: capabilities.usesColor)
    }

    /// Bold (emphasis: titles, the selected row).
    public func bold(_ text: String) -> String { wrap(text, on: 1, off: 22) }
    /// Dim (secondary details, footers).
    public func dim(_ text: String) -> String { wrap(text, on: 2, off: 22) }
    /// Reverse video (a highlighted row).
    public func reverse(_ text: String) -> String { wrap(text, on: 7, off: 27) }
    /// Red foreground (errors).
    public func red(_ text: String) -> String { wrap(text, on: 31, off: 39) }
    /// Green foreground (success).
    public func green(_ text: String) -> String { wrap(text, on: 32, off: 39) }
    /// Yellow foreground (warnings, notices).
    public func yellow(_ text: String) -> String { wrap(text, on: 33, off: 39) }
    /// Cyan foreground (keys, links).
    public func cyan(_ text: String) -> String { wrap(text, on: 36, off: 39) }

    /// `text` in `effect`.
    public func apply(_ effect: Effect, to text: String) -> String {
        switch effect {
        case .bold: bold(text)
        case .dim: dim(text)
        case .reverse: reverse(text)
        case .red: red(text)
        case .green: green(text)
        case .yellow: yellow(text)
        case .cyan: cyan(text)
        }
    }

    private func wrap(_ text: String, on: Int, off: Int) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(on)m\(text)\u{1B}[\(off)m"
    }
}

extension Terminal {
    /// The text style for this terminal (plain text when colour is off).
    public var style: TextStyle { TextStyle(capabilities: capabilities) }
}
