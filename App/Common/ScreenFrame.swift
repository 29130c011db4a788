import DirectoryPresentation
import TerminalKit

/// Draws the parts every screen shares: pending notices, a title, the body, a message line,
/// and the one-line key hint.
@MainActor
struct ScreenFrame {
    let terminal: any Terminal
    let drainNotices: @MainActor () -> [String]

    /// Writes one whole screen. `body` lines are written as given (sanitize outside text
    /// first), except that a plain line wider than the terminal is wrapped under its own
    /// indentation; the title (wrapped, at most 3 lines), notices and `message` are sanitized
    /// and wrapped here. Words wider than a line (web addresses, paths) are kept whole for
    /// copying.
    func draw(title: String, body: [String], message: String? = nil, hint: KeyHint) {
        let style = terminal.style
        let capabilities = terminal.capabilities
        for notice in drainNotices() {
            for line in fitted("! " + TerminalText.sanitize(notice)) {
                terminal.writeLine(style.yellow(line))
            }
        }
        terminal.writeLine()
        for line in TerminalText.wrap(TerminalText.sanitize(title), width: capabilities.width)
            .prefix(3)
        {
            terminal.writeLine(style.bold(line))
        }
        terminal.writeLine()
        for line in body.flatMap(fitted) { terminal.writeLine(line) }
        if let message {
            terminal.writeLine()
            for line in fitted(TerminalText.sanitize(message)) {
                terminal.writeLine(style.cyan(line))
            }
        }
        terminal.writeLine(style.dim(hint.render(capabilities: terminal.capabilities)))
    }

    /// Runs `work`, with a spinner labelled `label` when it takes over 200 ms on a TTY.
    func whileBusy(_ label: String, _ work: () async -> Void) async {
        await withSpinner(label, terminal: terminal) { await work() }
    }

    /// Reads the next command at the prompt; nil at end of input.
    /// The prompt every screen reads its commands at.
    static let prompt = "> "

    func readCommand() async -> ScreenCommand? {
        guard let line = await terminal.readLine(prompt: Self.prompt) else { return nil }
        return ScreenCommand(line: line)
    }

    /// `line` as it is when it fits the terminal or carries styles (NB: wrapping would count
    /// and cut escape sequences); else wrapped, continuation lines indented as `line` is.
    /// Words wider than a line stay whole.
    func fitted(_ line: String) -> [String] {
        let width = terminal.capabilities.width
        guard TerminalText.displayWidth(line) > width, !line.contains("\u{1B}") else {
            return [line]
        }
        let indent = line.prefix { $0 == " " }.count
        let pad = String(repeating: " ", count: indent < width / 2 ? indent : 0)
        return TerminalText.wrap(
            String(line.dropFirst(pad.count)), width: width - pad.count,
            keepsAddressesWhole: true
        ).map { pad + $0 }
    }

    /// Wraps outside text to the terminal width, sanitized and indented by `indent` spaces.
    func wrapped(_ text: String, indent: Int = 2) -> [String] {
        let width = max(terminal.capabilities.width - indent, 10)
        let pad = String(repeating: " ", count: indent)
        return TerminalText.sanitize(text, keepsNewlines: true)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { TerminalText.wrap(String($0), width: width) }
            .map { pad + $0 }
    }
}
