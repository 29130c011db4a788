import Foundation
import Glibc
import Synchronization

/// The temporary files being written right now, so that a Ctrl-C handler that ends the
/// process at once can remove them instead of leaving half-written siblings behind.
///
/// ``DurableFile`` tracks every temporary file in ``shared`` from just before it is created
/// until it has been renamed into place or removed. An interrupt handler calls
/// ``removeAll()``, which does only async-signal-safe work (atomic loads and `unlink`); touch
/// ``shared`` once before installing such a handler, so the handler initialises nothing. At
/// most `capacity` files are tracked at once; more are written untracked. Thread-safe.
public final class PendingTemporaryFiles: Sendable {
    /// One tracked path: a fixed buffer that is never freed, and its state.
    ///
    /// NB: @unchecked: the buffer is written only by the thread that won the slot (state
    /// free → filling) and read by others only while the state is active. A slot released and
    /// reused while a handler runs could, at worst, give it a half-written path, which names
    /// no file.
    private final class Slot: @unchecked Sendable {
        static let free = 0
        static let filling = 1
        static let active = 2

        let state = Atomic<Int>(Slot.free)
        let path = UnsafeMutablePointer<CChar>.allocate(capacity: Int(PATH_MAX))
    }

    /// The process's table, which ``DurableFile`` fills.
    public static let shared = PendingTemporaryFiles(capacity: 16)

    private let slots: [Slot]

    /// A table tracking at most `capacity` files at once.
    init(capacity: Int) {
        slots = (0..<max(capacity, 1)).map { _ in Slot() }
    }

    /// Runs `body` with `path` tracked: an interrupt while it runs removes the file at `path`.
    func tracking<T, E: Error>(_ path: String, _ body: () throws(E) -> T) throws(E) -> T {
        let slot = claim(path)
        defer { slot?.state.store(Slot.free, ordering: .releasing) }
        return try body()
    }

    /// Removes every tracked file. Async-signal-safe; for interrupt handlers.
    public func removeAll() {
        for slot in slots where slot.state.load(ordering: .acquiring) == Slot.active {
            unlink(slot.path)
        }
    }

    /// How many files are tracked now (for tests).
    var count: Int {
        slots.filter { $0.state.load(ordering: .acquiring) == Slot.active }.count
    }

    private func claim(_ path: String) -> Slot? {
        let bytes = Array(path.utf8CString)
        guard bytes.count <= Int(PATH_MAX) else { return nil }
        for slot in slots
        where slot.state.compareExchange(
            expected: Slot.free, desired: Slot.filling, ordering: .acquiring
        ).exchanged {
            bytes.withUnsafeBufferPointer {
                slot.path.update(from: $0.baseAddress!, count: bytes.count)
            }
            slot.state.store(Slot.active, ordering: .releasing)
            return slot
        }
        return nil
    }
}
