import CleanAppsDataCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A connected, non-blocking TCP socket; owns its descriptor and closes it on deinit.
///
/// Every wait polls the socket together with `wake`, the exchange's wake pipe, so a deadline
/// or a cancellation ends a blocked read, write or connect at once.
final class SocketConnection: HTTPByteStream {
    /// The socket's descriptor (for TLS on top of it).
    let descriptor: Int32
    private let wake: Int32

    private init(descriptor: Int32, wake: Int32) {
        self.descriptor = descriptor
        self.wake = wake
    }

    deinit {
        close(descriptor)
    }

    /// Resolves `host` and connects to each of its addresses (IPv4 and IPv6) in turn until one
    /// answers; throws `HTTPClientError.unreachable(_:)` with the reason of the last failure.
    ///
    /// NB: `getaddrinfo` itself cannot be interrupted; it runs on the exchange's own thread, so
    /// a slow resolver holds only that thread while the caller already has its timeout.
    static func connect(host: String, port: Int, wake: Int32) throws -> SocketConnection {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamSocketType
        hints.ai_flags = AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else {
            throw HTTPClientError.unreachable("host not found")
        }
        defer { freeaddrinfo(first) }
        var lastError = ECONNREFUSED
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let address = next?.pointee {
            next = address.ai_next
            let descriptor = openStreamSocket(family: address.ai_family)
            guard descriptor >= 0 else {
                lastError = errno
                continue
            }
            let connection = SocketConnection(descriptor: descriptor, wake: wake)
            let error = try connection.finishConnecting(
                connectSocket(descriptor, address.ai_addr, address.ai_addrlen) == 0 ? 0 : errno)
            if error == 0 { return connection }
            lastError = error
        }
        throw HTTPClientError.unreachable(reason(for: lastError))
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if count >= 0 { return count }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: try wait(for: POLLIN)
            default: throw HTTPClientError.unreachable("no connection")
            }
        }
    }

    func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { raw in
                send(descriptor, raw.baseAddress, raw.count, sendFlags)
            }
            if written >= 0 {
                offset += written
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: try wait(for: POLLOUT)
            default: throw HTTPClientError.unreachable("no connection")
            }
        }
    }

    /// Waits until the socket is ready for `events` (or failed: the next call reports it);
    /// throws `CancellationError` when the wake pipe fires first.
    func wait(for events: Int32) throws {
        while true {
            var fds = [
                pollfd(fd: descriptor, events: Int16(events), revents: 0),
                pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                guard errno == EINTR else { throw HTTPClientError.unreachable("no connection") }
                continue
            }
            if fds[1].revents != 0 { throw CancellationError() }
            if fds[0].revents != 0 { return }
        }
    }

    /// Waits for a connect in progress; returns 0 when connected, else the error number.
    private func finishConnecting(_ started: Int32) throws -> Int32 {
        guard started == EINPROGRESS else { return started }
        try wait(for: POLLOUT)
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length) == 0 else {
            return errno
        }
        return error
    }

    private static func reason(for error: Int32) -> String {
        switch error {
        case ECONNREFUSED: "connection refused"
        case ENETUNREACH, ENETDOWN: "no network connection"
        case EHOSTUNREACH: "host unreachable"
        case ETIMEDOUT: "connection timed out"
        default: "no connection"
        }
    }
}

/// `SOCK_STREAM` as `socket(2)` and `getaddrinfo` take it (an enum in Glibc, an `Int32` in
/// Darwin).
private var streamSocketType: Int32 {
    #if os(Linux)
        Int32(SOCK_STREAM.rawValue)
    #else
        SOCK_STREAM
    #endif
}

/// The flags for `send(2)`: never raise SIGPIPE (Darwin sets `SO_NOSIGPIPE` on the socket
/// instead).
private var sendFlags: Int32 {
    #if os(Linux)
        Int32(MSG_NOSIGNAL)
    #else
        0
    #endif
}

/// A non-blocking, close-on-exec stream socket of `family` that never raises SIGPIPE; -1 with
/// `errno` set when one cannot be made.
private func openStreamSocket(family: Int32) -> Int32 {
    #if os(Linux)
        return socket(
            family, Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue),
            0)
    #else
        let descriptor = socket(family, SOCK_STREAM, 0)
        guard descriptor >= 0 else { return descriptor }
        var on: Int32 = 1
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0,
            fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0,
            setsockopt(
                descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
                == 0
        else {
            let failure = errno
            close(descriptor)
            errno = failure
            return -1
        }
        return descriptor
    #endif
}

/// `connect(2)`, named apart from ``SocketConnection/connect(host:port:wake:)``.
private func connectSocket(
    _ descriptor: Int32, _ address: UnsafeMutablePointer<sockaddr>?, _ length: socklen_t
) -> Int32 {
    connect(descriptor, address, length)
}
