import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The shared state of a ``StubHTTPServer``, kept alive by the server and its threads.
final class StubHTTPServerCore: Sendable {
    private struct Waiter {
        let id: Int
        let count: Int
        let continuation: CheckedContinuation<Bool, Never>
    }

    private struct State {
        var stopped = false
        var requests: [StubHTTPServer.Request] = []
        var waiters: [Waiter] = []
        var nextWaiterID = 0
    }

    let port: Int
    private let listener: Int32
    /// Becomes readable for good once the server stops: every blocking wait polls it too.
    private let wakeReader: Int32
    private let wakeWriter: Int32
    private let handler: StubHTTPServer.Handler
    private let tls: StubTLS?
    private let state = Mutex(State())

    init(tls: StubTLS?, handler: @escaping StubHTTPServer.Handler) throws {
        var pipeFDs: [Int32] = [-1, -1]
        guard pipe(&pipeFDs) == 0 else {
            throw StubHTTPServerError.cannotListen("pipe errno \(errno)")
        }
        Self.configure(pipeFDs[0])
        Self.configure(pipeFDs[1])
        #if canImport(Glibc)
            let listener = socket(
                AF_INET,
                Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), 0)
        #else
            let listener = socket(AF_INET, SOCK_STREAM, 0)
            if listener >= 0 { Self.configure(listener) }
        #endif
        guard listener >= 0 else {
            close(pipeFDs[0])
            close(pipeFDs[1])
            throw StubHTTPServerError.cannotListen("socket errno \(errno)")
        }
        do {
            self.port = try Self.bindLoopback(listener)
        } catch {
            close(listener)
            close(pipeFDs[0])
            close(pipeFDs[1])
            throw error
        }
        self.listener = listener
        self.wakeReader = pipeFDs[0]
        self.wakeWriter = pipeFDs[1]
        self.handler = handler
        self.tls = tls
    }

    deinit {
        close(wakeReader)
        close(wakeWriter)
    }

    var requests: [StubHTTPServer.Request] { state.withLock { $0.requests } }

    /// Closes the listening socket and wakes every thread; safe to call more than once.
    func stop() {
        let waiters = state.withLock { state -> [Waiter]? in
            guard !state.stopped else { return nil }
            state.stopped = true
            // NB: the accept thread may sit in poll(2) on the socket, which keeps it listening
            // after close(2) alone; shutdown(2) refuses new connections at once.
            _ = shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
            defer { state.waiters = [] }
            return state.waiters
        }
        guard let waiters else { return }
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
        for waiter in waiters { waiter.continuation.resume(returning: false) }
    }

    /// The accept loop, run on its own thread until the server stops.
    func acceptConnections() {
        while true {
            var fds = [
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0),
            ]
            _ = poll(&fds, 2, -1)
            // NB: accept under the lock, so `stop()` can never close the socket in between.
            let client = state.withLock { state -> Int32? in
                guard !state.stopped else { return nil }
                return accept(listener, nil, nil)
            }
            guard let client else { return }
            if client >= 0 {
                Self.configure(client)
                Thread.detachNewThread { self.serve(client) }
            }
        }
    }

    func waitForRequests(_ count: Int, timeout: Duration) async -> Bool {
        await withCheckedContinuation { continuation in
            let registered = state.withLock { state -> Int? in
                guard state.requests.count < count, !state.stopped else { return nil }
                state.nextWaiterID += 1
                state.waiters.append(
                    Waiter(id: state.nextWaiterID, count: count, continuation: continuation))
                return state.nextWaiterID
            }
            guard let id = registered else {
                continuation.resume(returning: requests.count >= count)
                return
            }
            let seconds =
                Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                self.resumeWaiter(id, with: false)
            }
        }
    }

    private func resumeWaiter(_ id: Int, with result: Bool) {
        let waiter = state.withLock { state -> Waiter? in
            guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
            return state.waiters.remove(at: index)
        }
        waiter?.continuation.resume(returning: result)
    }

    private func record(_ request: StubHTTPServer.Request) {
        let due = state.withLock { state -> [Waiter] in
            state.requests.append(request)
            let count = state.requests.count
            let due = state.waiters.filter { $0.count <= count }
            state.waiters.removeAll { $0.count <= count }
            return due
        }
        for waiter in due { waiter.continuation.resume(returning: true) }
    }

    /// Serves one connection on its own thread: read, record, answer, close.
    private func serve(_ socket: Int32) {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGPIPE)
        // NB: OpenSSL writes with plain write(2): a client that hung up must not end the tests.
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let session = tls.flatMap { StubTLSSession(tls: $0, socket: socket) }
        let connection = StubHTTPConnection(socket: socket, wake: wakeReader, tls: session)
        defer {
            session?.end()
            close(socket)
        }
        if tls != nil, session == nil { return }
        guard let request = connection.readRequest() else { return }
        record(request)
        connection.deliver(handler(request))
    }

    /// Makes `descriptor` non-blocking and closed on exec.
    private static func configure(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    private static func bindLoopback(_ socket: Int32) throws -> Int {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socket, pointer, length) == 0 && listen(socket, 128) == 0
                    && getsockname(socket, pointer, &length) == 0
            }
        }
        guard bound else { throw StubHTTPServerError.cannotListen("bind errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
