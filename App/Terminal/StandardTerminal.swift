import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live terminal: reads lines from fd 0 off the main actor, writes stdout and stderr
/// unbuffered.
///
/// Input that is already there (a piped script, a line typed ahead) is read at once on the
/// caller's thread, without suspending; otherwise the read waits with `read(2)` on a serial
/// queue of its own, so awaiting a line never blocks the main actor. End of input is sticky: after the first nil every read returns
/// nil at once (on a TTY a newline is written first, so the shell prompt starts clean). A
/// line longer than 64 KiB keeps its first 64 KiB; the next prompt is preceded by a one-line
/// note saying so. Invalid UTF-8 is replaced by U+FFFD. Output goes straight to `write(2)`,
/// so nothing waits in a buffer when stdout is a pipe; a failed write of stdout other than
/// a closed pipe is kept as ``outputFailure``. Make the process's one instance with
/// ``live(colorFlag:environment:)``.
@MainActor
public final class StandardTerminal: Terminal {
    private let baseCapabilities: TerminalCapabilities
    private let reader: FileLineReader
    private let outputDescriptor: Int32
    private let errorDescriptor: Int32
    private let probesWidth: Bool
    // NB: a serial queue of its own gets its own thread; a blocking read on the shared
    // global queues could starve the threads Swift concurrency runs on.
    private let inputQueue = DispatchQueue(label: "cleanapps.terminal.input")
    private var reachedEnd = false
    private var pendingNote: String?
    /// Why writing the output stream failed, when it did (a closed pipe does not count); once set,
    /// later writes are dropped and the process ends with exit code 74.
    public private(set) var outputFailure: String?

    /// A terminal on the given descriptors (stdin, stdout, stderr by default), which it
    /// neither owns nor closes. With `probesWidth`, the width and height are re-read from the
    /// output's window size each time ``capabilities`` is asked, so a resized window is
    /// followed.
    public init(
        capabilities: TerminalCapabilities,
        inputDescriptor: Int32 = STDIN_FILENO,
        outputDescriptor: Int32 = STDOUT_FILENO,
        errorDescriptor: Int32 = STDERR_FILENO,
        probesWidth: Bool = false
    ) {
        self.baseCapabilities = capabilities
        self.reader = FileLineReader(descriptor: inputDescriptor)
        self.outputDescriptor = outputDescriptor
        self.errorDescriptor = errorDescriptor
        self.probesWidth = probesWidth
    }

    /// The process's terminal: probes the real capabilities (see
    /// ``TerminalCapabilities/live(colorFlag:environment:)``), follows window resizes.
    /// Call once, at start (the app installs its Ctrl-C handler first).
    public static func live(
        colorFlag: Bool?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> StandardTerminal {
        StandardTerminal(
            capabilities: .live(colorFlag: colorFlag, environment: environment),
            probesWidth: isatty(STDOUT_FILENO) == 1)
    }

    /// What this terminal can do.
    public var capabilities: TerminalCapabilities {
        guard probesWidth, let size = TerminalCapabilities.windowSize(of: outputDescriptor)
        else { return baseCapabilities }
        var capabilities = baseCapabilities
        if let width = size.width {
            let range = TerminalCapabilities.widthRange
            capabilities.width = min(max(width, range.lowerBound), range.upperBound)
        }
        if let height = size.height {
            let range = TerminalCapabilities.heightRange
            capabilities.height = min(max(height, range.lowerBound), range.upperBound)
        }
        return capabilities
    }

    /// Writes `text` as it is and flushes.
    public func write(_ text: String) {
        guard outputFailure == nil else { return }
        let code = Self.writeAll(text, to: outputDescriptor)
        // NB: a closed pipe (`| head -1`) stays quiet, as in other tools.
        if code != 0, code != EPIPE {
            outputFailure = String(cString: strerror(code)).lowercased()
        }
    }

    /// Writes `text` to the error stream.
    public func writeError(_ text: String) {
        _ = Self.writeAll(text, to: errorDescriptor)
    }

    /// Writes `prompt` (no newline), flushes, and reads one line without its newline. Returns nil
    /// at end of input, which is final: later calls return nil at once.
    public func readLine(prompt: String) async -> String? {
        if reachedEnd { return nil }
        if let note = pendingNote {
            pendingNote = nil
            writeLine(note)
        }
        if !prompt.isEmpty { write(prompt) }
        let line: InputLine?
        switch reader.readLineIfReady() {
        case .line(let ready): line = ready
        case .end: line = nil
        case .notReady:
            let reader = self.reader
            line = await withCheckedContinuation { continuation in
                inputQueue.async { continuation.resume(returning: reader.readLine()) }
            }
        }
        guard let line else {
            reachedEnd = true
            if baseCapabilities.isInteractive { write("\n") }
            return nil
        }
        if line.droppedBytes > 0 {
            pendingNote = """
                ! The last line was longer than 64 KiB: only its first 64 KiB were read \
                (\(line.droppedBytes) more bytes were dropped).
                """
        }
        return line.text
    }

    /// Writes all of `text`, retrying short writes and `EINTR`; returns 0, or the `errno`
    /// of the write that failed (`EIO` when nothing could be written).
    private static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes {
                systemWrite(descriptor, $0.baseAddress, $0.count)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? errno : EIO }
            bytes = bytes.dropFirst(written)
        }
        return 0
    }
}

/// `write(2)`, named apart from ``StandardTerminal``'s own `write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    // NB: at file scope the unqualified name is the C function on every platform.
    write(descriptor, buffer, count)
}
