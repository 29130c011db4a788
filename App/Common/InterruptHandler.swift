import CleanAppsDataCore
import Foundation

/// Ctrl-C handling for the live terminal: end the line, reset styles, exit 130.
///
/// The handler does only async-signal-safe work (atomics, `isatty`, `write`, `_exit`): on a
/// terminal it resets styles and ends the line the user was typing on, so the shell prompt
/// starts clean; then it exits with 130 at once (atexit handlers and buffers are skipped on
/// purpose: files are written to a temporary sibling and renamed into place, so no
/// half-written file is left behind). While a file is being written it returns instead, and
/// the write, once renamed or removed, ends the process the same way
/// (``PendingTemporaryFiles``), so no temporary file is left either.
///
/// NB: PLATFORM-NOTES: a SIGINT handler that returns leaves the stdlib's `readLine()`
/// spinning; input here is read with `read(2)`, which retries `EINTR`, and the handler
/// returns only while a write is in flight.
enum InterruptHandler {
    /// Installs the handler for SIGINT and unblocks the signal; call once at start, from the
    /// live composition root.
    ///
    /// NB: when SIGINT was ignored at start (a job started in the background by a shell
    /// without job control), it stays ignored, as POSIX programs are expected to do.
    /// Returns whether the handler was installed.
    @discardableResult
    static func install() -> Bool {
        var current = sigaction()
        sigaction(SIGINT, nil, &current)
        let ignored = unsafeBitCast(SIG_IGN, to: Int.self)
        if unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == ignored {
            return false
        }
        PendingTemporaryFiles.shared.setFinish { finishInterrupted() }
        _ = signal(SIGINT, handleInterrupt)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        return true
    }
}

/// The SIGINT handler: C calling convention, no captures, async-signal-safe calls only.
private func handleInterrupt(_ signal: Int32) {
    guard PendingTemporaryFiles.shared.interruptUnlessWriting() else { return }
    finishInterrupted()
}

/// Resets styles, ends the line and exits with 130; async-signal-safe.
private func finishInterrupted() -> Never {
    if isatty(STDOUT_FILENO) == 1 {
        // ESC [ 0 m (reset styles), then a newline.
        let bytes: (UInt8, UInt8, UInt8, UInt8, UInt8) = (0x1B, 0x5B, 0x30, 0x6D, 0x0A)
        withUnsafeBytes(of: bytes) { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    } else if isatty(STDERR_FILENO) == 1 {
        var newline: UInt8 = 0x0A
        _ = write(STDERR_FILENO, &newline, 1)
    }
    _exit(130)
}
