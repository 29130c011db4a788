import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files being written right now, so that Ctrl-C never leaves one behind.
///
/// `DurableFile` tracks every temporary file in ``shared`` from just before it is created
/// until it has been renamed into place or removed. A SIGINT handler calls
/// ``interruptUnlessWriting()``: when nothing is being written it returns true and the
/// handler ends the process at once; otherwise it returns false, the handler returns, and
/// the last tracked write to finish calls the `finish` given to ``setFinish(_:)`` (which ends
/// the process). So an interrupt never lands between creating a temporary file and renaming
/// or removing it. At most `capacity` files are tracked at once; more are written untracked.
/// Thread-safe; ``interruptUnlessWriting()`` is async-signal-safe (atomics only).
///
/// NB: Dekker-style ordering with sequentially consistent atomics: the handler raises the
/// flag, then looks for tracked files; a writer marks its slot, then looks at the flag. At
/// least one of them sees the other, so either the handler waits for the writer or the
/// writer stops before creating its file.
public final class PendingTemporaryFiles: Sendable {
    /// The process's table, which `DurableFile` fills.
    public static let shared = PendingTemporaryFiles(capacity: 16)

    /// One tracked write's mark.
    private final class Slot: Sendable {
        let busy = Atomic<Bool>(false)
    }

    private let slots: [Slot]
    private let interrupted = Atomic<Bool>(false)
    private let finish = Mutex<(@Sendable () -> Void)?>(nil)

    /// A table tracking at most `capacity` files at once.
    init(capacity: Int) {
        slots = (0..<max(capacity, 1)).map { _ in Slot() }
    }

    /// Sets what ends the process after an interrupt that had to wait for a write.
    public func setFinish(_ action: @escaping @Sendable () -> Void) {
        finish.withLock { $0 = action }
    }

    /// Records an interrupt; true when no file is being written, so the caller may end the
    /// process now. Async-signal-safe.
    public func interruptUnlessWriting() -> Bool {
        interrupted.store(true, ordering: .sequentiallyConsistent)
        return count == 0
    }

    /// Runs `body`, which creates the file at `path` and then renames or removes it, as one
    /// step an interrupt waits for. After an interrupt, `finish` is called before `body`
    /// starts (in the app it does not return).
    package func tracking<T, E: Error>(_ path: String, _ body: () throws(E) -> T) throws(E) -> T {
        let slot = slots.first {
            $0.busy.compareExchange(
                expected: false, desired: true, ordering: .sequentiallyConsistent
            ).exchanged
        }
        defer {
            slot?.busy.store(false, ordering: .sequentiallyConsistent)
            if interrupted.load(ordering: .sequentiallyConsistent) { finishInterrupted() }
        }
        if interrupted.load(ordering: .sequentiallyConsistent) { finishInterrupted() }
        return try body()
    }

    /// How many files are tracked now. Allocates nothing (the handler calls it).
    var count: Int {
        var count = 0
        for slot in slots where slot.busy.load(ordering: .sequentiallyConsistent) { count += 1 }
        return count
    }

    private func finishInterrupted() {
        finish.withLock { $0 }?()
    }
}
