import CleanAppsDataCore
import Testing

@testable import TerminalKit

/// A terminal for tests: feeds scripted lines, captures everything written.
///
/// After the script runs out, `readLine` returns nil (end of input), as a pipe would. Every
/// read is kept in ``prompts`` with the screen text written since the read before, so a test
/// can tell which prompt the input ended at. A program that keeps reading after the end more
/// than ``readLimitPastEnd`` times is looping: that records an issue and is answered `q`, so
/// the test fails instead of hanging.
@MainActor
final class ScriptedTerminal: Terminal {
    /// One read: the prompt shown, the text written since the previous read, and the answer
    /// given (nil at end of input).
    struct PromptRecord: Equatable {
        let prompt: String
        let screen: String
        let answer: String?
    }

    /// Reads answered nil after the script ended before the terminal calls it a loop.
    static let readLimitPastEnd = 20

    var capabilities: TerminalCapabilities
    private var lines: [String]
    /// Everything written to the output stream, prompts included.
    private(set) var output = ""
    /// Everything written to the error stream.
    private(set) var errorOutput = ""
    /// The output without the typed answers: each prompt ends its line, as the answers of a
    /// person would be on lines of their own.
    private(set) var outputWithoutAnswers = ""
    /// Every read so far, in order.
    private(set) var prompts: [PromptRecord] = []
    /// How many reads came after the script ended (the first one included).
    private(set) var readsPastEnd = 0
    /// Called at the start of every read, before the prompt is written: a test may look at
    /// the world as it is while the program waits for input.
    var onRead: (@MainActor () -> Void)?
    /// When set, awaited (once, then cleared) before the next answer is given, so work the
    /// program does in the background can get somewhere first; the test's time limit
    /// catches a wait that never ends.
    var beforeNextAnswer: (@MainActor () async -> Void)?
    private var outputWaiter: (text: String, continuation: CheckedContinuation<Void, Never>)?
    /// What was written to either stream since the last read.
    private(set) var screen = ""

    init(lines: [String] = [], capabilities: TerminalCapabilities = .plain) {
        self.lines = lines
        self.capabilities = capabilities
    }

    func write(_ text: String) {
        output += text
        outputWithoutAnswers += text
        screen += text
        if let waiter = outputWaiter, output.contains(waiter.text) {
            outputWaiter = nil
            waiter.continuation.resume()
        }
    }

    /// Returns once the output contains `text` (at once when it does already).
    func waitForOutput(_ text: String) async {
        guard !output.contains(text) else { return }
        await withCheckedContinuation { outputWaiter = (text, $0) }
    }

    func writeError(_ text: String) {
        errorOutput += text
        screen += text
    }

    func readLine(prompt: String) async -> String? {
        onRead?()
        output += prompt
        outputWithoutAnswers += prompt + "\n"
        // NB: after the prompt, as a person at a terminal waits at it.
        if let wait = beforeNextAnswer {
            beforeNextAnswer = nil
            await wait()
        }
        let answer = nextAnswer()
        prompts.append(PromptRecord(prompt: prompt, screen: screen, answer: answer))
        screen = ""
        if let answer { output += answer + "\n" }
        return answer
    }

    /// Drops the lines not typed yet: the next read is the end of input.
    func endInput() {
        lines = []
    }

    private func nextAnswer() -> String? {
        guard lines.isEmpty else { return lines.removeFirst() }
        readsPastEnd += 1
        guard readsPastEnd > Self.readLimitPastEnd else { return nil }
        Issue.record("read \(readsPastEnd) times after the end of input: a loop?")
        return "q"
    }
}
