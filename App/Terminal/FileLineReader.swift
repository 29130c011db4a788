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

    /// What a read that must not block found.
    enum ReadyLine: Equatable {
        /// A whole line.
        case line(InputLine)
        /// The end of input.
        case end
        /// Nothing yet: a read now would wait.
        case notReady
    }

    /// Blocks until a whole line has been read and returns it, or returns nil at end of input.
    func readLine() -> InputLine? {
        var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            switch nextReady() {
            case .line(let line): return line
            case .end: return nil
            case .notReady: break
            }
            readChunk(into: &buffer, waiting: true)
        }
    }

    /// The next line if it can be had without waiting: from what was read before, or from
    /// what the descriptor already holds (`poll(2)` with no timeout says so before each
    /// read); ``ReadyLine/notReady`` when a read would wait for more.
    ///
    /// NB: lets a caller on the main thread take input that is already there (a piped
    /// script, a typed-ahead line) without handing the read to another thread.
    func readLineIfReady() -> ReadyLine {
        var buffer: [UInt8] = []
        while true {
            let ready = nextReady()
            guard ready == .notReady else { return ready }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let polled = poll(&request, 1, 0)
            if polled < 0 && errno == EINTR { continue }
            // NB: POLLHUP and POLLERR count as ready too: the read then finds the end or fails.
            guard polled > 0 else { return .notReady }
            if buffer.isEmpty { buffer = [UInt8](repeating: 0, count: Self.chunkSize) }
            guard readChunk(into: &buffer, waiting: false) else { return .notReady }
        }
    }

    /// The next whole line already assembled, the end when input has ended, or not ready.
    private func nextReady() -> ReadyLine {
        state.withLock { state in
            if let line = state.assembler.nextLine() { return .line(line) }
            return state.reachedEnd ? .end : .notReady
        }
    }

    /// Reads one chunk and hands it to the assembler (or marks the end). Without `waiting`, a
    /// non-blocking descriptor with nothing to read returns false at once; with it, it is
    /// waited on with `poll(2)`. Returns whether the state may have changed.
    @discardableResult
    private func readChunk(into buffer: inout [UInt8], waiting: Bool) -> Bool {
        let count = buffer.withUnsafeMutableBytes {
            read(descriptor, $0.baseAddress, $0.count)
        }
        if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
            guard waiting else { return false }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&request, 1, -1)
            return true
        }
        if count < 0 && errno == EINTR { return true }
        state.withLock { state in
            if count > 0 {
                state.assembler.append(buffer[..<count])
            } else {
                state.assembler.finish()
                state.reachedEnd = true
            }
        }
        return true
    }
}
