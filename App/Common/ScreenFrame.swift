/// Draws the parts every screen shares: pending notices, a title, the body, a message line,
/// and the one-line key hint.
@MainActor
struct ScreenFrame {
    let terminal: any Terminal
    let drainNotices: @MainActor () -> [String]

    /// Writes one whole screen. `body` lines are written as given (sanitize outside text
    /// first); the title (wrapped, at most 3 lines), notices and `message` are sanitized here.
    func draw(title: String, body: [String], message: String? = nil, hint: KeyHint) {
        let style = terminal.style
        for notice in drainNotices() {
            terminal.writeLine(style.yellow("! " + TerminalText.sanitize(notice)))
        }
        terminal.writeLine()
        let capabilities = terminal.capabilities
        for line in TerminalText.wrap(TerminalText.sanitize(title), width: capabilities.width)
            .prefix(3)
        {
            terminal.writeLine(style.bold(line))
        }
        terminal.writeLine()
        for line in body { terminal.writeLine(line) }
        if let message {
            terminal.writeLine()
            // NB: not wrapped, so paths and addresses in messages stay whole for copying.
            terminal.writeLine(style.cyan(TerminalText.sanitize(message)))
        }
        terminal.writeLine(style.dim(hint.render(capabilities: terminal.capabilities)))
    }

    /// Runs `work`, with a spinner labelled `label` when it takes over 200 ms on a TTY.
    func whileBusy(_ label: String, _ work: () async -> Void) async {
        await withSpinner(label, terminal: terminal) { await work() }
    }

    /// Reads the next command at the prompt; nil at end of input.
    func readCommand() async -> ScreenCommand? {
        guard let line = await terminal.readLine(prompt: "> ") else { return nil }
        return ScreenCommand(line: line)
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
