import Foundation
import Synchronization

/// Reads lines from a file descriptor with `read(2)`, blocking the calling thread.
///
/// Call ``readLine()`` off the main actor (``StandardTerminal`` uses a serial queue of its
/// own). End of input is sticky: after the first nil every call returns nil at once, and a
/// read error counts as end of input. `EINTR` is retried; a non-blocking descriptor is
/// waited on with `poll(2)`. Lines are capped as ``LineAssembler`` describes. Thread-safe:
/// concurrent callers get whole lines, each line once.
final class FileLineReader: Sendable {
    private struct State {
        var assembler = LineAssembler()
        var reachedEnd = false
    }

    private static let chunkSize = 65_536
    private let descriptor: Int32
    private let state: Mutex<State>

    /// A reader of `descriptor`, which it neither owns nor closes.
    init(descriptor: Int32, maximumLineBytes: Int = LineAssembler.maximumLineBytes) {
        self.descriptor = descriptor
        self.state = Mutex(State(assembler: LineAssembler(maximumLineBytes: maximumLineBytes)))
    }

    /// Blocks until a whole line has been read and returns it, or returns nil at end of input.
    func readLine() -> InputLine? {
        var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            let (line, reachedEnd) = state.withLock { state in
                (state.assembler.nextLine(), state.reachedEnd)
            }
            if let line { return line }
            if reachedEnd { return nil }
            let count = buffer.withUnsafeMutableBytes {
                read(descriptor, $0.baseAddress, $0.count)
            }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&request, 1, -1)
                continue
            }
            if count < 0 && errno == EINTR { continue }
            state.withLock { state in
                if count > 0 {
                    state.assembler.append(buffer[..<count])
                } else {
                    state.assembler.finish()
                    state.reachedEnd = true
                }
            }
        }
    }
}
