@testable import App

/// A terminal for tests: feeds scripted lines, captures everything written.
///
/// After the script runs out, `readLine` returns nil (end of input), as a pipe would.
@MainActor
final class ScriptedTerminal: Terminal {
    var capabilities: TerminalCapabilities
    private var lines: [String]
    /// Everything written to the output stream, prompts included.
    private(set) var output = ""
    /// Everything written to the error stream.
    private(set) var errorOutput = ""

    init(lines: [String] = [], capabilities: TerminalCapabilities = .plain) {
        self.lines = lines
        self.capabilities = capabilities
    }

    func write(_ text: String) {
        output += text
    }

    func writeError(_ text: String) {
        errorOutput += text
    }

    func readLine(prompt: String) async -> String? {
        output += prompt
        guard !lines.isEmpty else { return nil }
        let line = lines.removeFirst()
        output += line + "\n"
        return line
    }
}
