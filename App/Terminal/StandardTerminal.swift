import Foundation

/// The live terminal: reads fd 0 off the main actor, writes stdout/stderr unbuffered.
@MainActor
final class StandardTerminal: Terminal {
    let capabilities: TerminalCapabilities
    private var reachedEnd = false

    init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
    }

    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    func readLine(prompt: String) async -> String? {
        if reachedEnd { return nil }
        if !prompt.isEmpty { write(prompt) }
        // NB: a blocking read on the main actor would starve it; read on a global queue.
        let line = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: Swift.readLine(strippingNewline: true))
            }
        }
        if line == nil { reachedEnd = true }
        return line
    }
}
