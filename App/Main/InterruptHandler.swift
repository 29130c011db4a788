import CleanAppsDataCore
import Foundation
import Synchronization

/// Ctrl-C, SIGTERM and SIGHUP handling for the live terminal: end the line, reset styles,
/// exit 130, 143 or 129 (128 + the signal's number).
///
/// The handler does only async-signal-safe work (atomics, `isatty`, `write`, `_exit`): on a
/// terminal it resets styles and ends the line the user was typing on, so the shell prompt
/// starts clean; then it exits at once (atexit handlers and buffers are skipped on purpose:
/// files are written to a temporary sibling and renamed into place, so no half-written file
/// is left behind). While a file is being written it returns instead, and the write, once
/// renamed or removed, ends the process the same way (``PendingTemporaryFiles``), so no
/// temporary file is left either.
///
/// NB: PLATFORM-NOTES: a SIGINT handler that returns leaves the stdlib's `readLine()`
/// spinning; input here is read with `read(2)`, which retries `EINTR`, and the handler
/// returns only while a write is in flight.
enum InterruptHandler {
    /// The signals handled, each ending the process with 128 + its number.
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handler for SIGINT, SIGTERM and SIGHUP and unblocks them; call once at
    /// start, from the live composition root.
    ///
    /// NB: a signal that was ignored at start (SIGINT for a job started in the background by
    /// a shell without job control, SIGHUP under `nohup`) stays ignored, as POSIX programs
    /// are expected to do. Returns whether the SIGINT handler was installed.
    @discardableResult
    static func install() -> Bool {
        PendingTemporaryFiles.shared.setFinish { finishInterrupted() }
        // NB: an array: the program's first Set was 2 % of a start → menu → quit.
        var installed: [Int32] = []
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in signals where !isIgnored(number) {
            _ = signal(number, handleInterrupt)
            sigaddset(&unblocked, number)
            installed.append(number)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        return installed.contains(SIGINT)
    }

    private static func isIgnored(_ number: Int32) -> Bool {
        var current = sigaction()
        sigaction(number, nil, &current)
        let ignored = unsafeBitCast(SIG_IGN, to: Int.self)
        #if os(Linux)
            let handler = current.__sigaction_handler.sa_handler
        #else
            let handler = current.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == ignored
    }
}

/// The exit status of the first handled signal (128 + its number).
private let interruptStatus = Atomic<Int32>(0)

/// The signal handler: C calling convention, no captures, async-signal-safe calls only.
private func handleInterrupt(_ signal: Int32) {
    _ = interruptStatus.compareExchange(
        expected: 0, desired: 128 + signal, ordering: .sequentiallyConsistent)
    guard PendingTemporaryFiles.shared.interruptUnlessWriting() else { return }
    finishInterrupted()
}

/// Resets styles, ends the line and exits with 128 + the signal's number; async-signal-safe.
private func finishInterrupted() -> Never {
    if isatty(STDOUT_FILENO) == 1 {
        // ESC [ 0 m (reset styles), then a newline.
        let bytes: (UInt8, UInt8, UInt8, UInt8, UInt8) = (0x1B, 0x5B, 0x30, 0x6D, 0x0A)
        withUnsafeBytes(of: bytes) { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    } else if isatty(STDERR_FILENO) == 1 {
        var newline: UInt8 = 0x0A
        _ = write(STDERR_FILENO, &newline, 1)
    }
    let status = interruptStatus.load(ordering: .sequentiallyConsistent)
    _exit(status == 0 ? 130 : status)
}
