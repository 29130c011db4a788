import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The steps (calls that change the file system) made under one ``WriteFault``, numbered
/// from 0 as they come: counts them, and fails one, or stops at one as a kill would.
///
/// A failed step throws its `errno` and the steps after it run (a clean-up). A stop throws
/// at its step and at every later one, so nothing after it changes the disk: the files stay
/// as a process killed just before that step left them.
///
/// Flushes (`fsync`) are counted but not made unless `flushes`: a kill keeps what the page
/// cache holds, so only a power loss could tell, and tests that take thousands of steps
/// would otherwise wait on the disk.
package final class WriteSteps: Sendable {
    private struct State {
        var taken: [String] = []
        var stopped = false
    }

    private let failing: Int?
    private let code: Int32
    private let stopping: Int?
    /// Whether flushes reach the disk.
    let flushes: Bool
    private let state = Mutex(State())

    /// Counts the steps; with `failing`, that step fails with `code`; with `stopping`,
    /// that step and every later one do nothing.
    package init(
        failing: Int? = nil, code: Int32 = EIO, stopping: Int? = nil, flushes: Bool = false
    ) {
        self.failing = failing
        self.code = code
        self.stopping = stopping
        self.flushes = flushes
    }

    /// How many steps were taken (or refused) so far.
    package var count: Int { state.withLock { $0.taken.count } }

    /// The file name of each step so far, in order (for messages).
    package var names: [String] { state.withLock { $0.taken } }

    /// Whether the stop was reached.
    package var hasStopped: Bool { state.withLock { $0.stopped } }

    /// Numbers one step on `path`; throws when it fails or the process stopped.
    func take(path: String) throws(FileSystemError) {
        let name = String(path.split(separator: "/").last ?? "")
        let outcome: FileSystemError? = state.withLock { state in
            let number = state.taken.count
            state.taken.append(name)
            if number == stopping { state.stopped = true }
            if state.stopped { return .other("the process was stopped", path: path) }
            return number == failing ? FileSystemError(code: code, path: path, detail: nil) : nil
        }
        if let outcome { throw outcome }
    }
}
