import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One accepted, non-blocking client socket of a ``StubHTTPServer``. Every wait also watches
/// the server's wake pipe, so stopping the server ends it promptly.
struct StubHTTPConnection {
    private static let maxHeadBytes = 64 * 1024
    private static let maxBodyBytes = 64 * 1024 * 1024
    private static let headTerminator = Data("\r\n\r\n".utf8)

    let socket: Int32
    let wake: Int32
    /// The TLS session over `socket`, or nil for plain HTTP.
    let tls: StubTLSSession?

    /// Reads one request (after the TLS handshake, if any); nil when the client hangs up,
    /// refuses the certificate, sends garbage or the server stops.
    func readRequest() -> StubHTTPServer.Request? {
        if let tls, drive({ tls.handshake() }) == nil { return nil }
        var buffer = Data()
        var headEnd: Range<Data.Index>?
        while headEnd == nil {
            guard buffer.count <= Self.maxHeadBytes, let chunk = receive() else { return nil }
            buffer.append(chunk)
            if let first = buffer.first, !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) {
                // NB: like a real server, a request that cannot start with a method (a TLS
                // client hello sent to plain HTTP, say) gets a 400 at once, not a wait.
                _ = send(Data("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n".utf8))
                return nil
            }
            headEnd = buffer.range(of: Self.headTerminator)
        }
        guard let headEnd else { return nil }
        let lines = String(decoding: buffer[..<headEnd.lowerBound], as: UTF8.self)
            .components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(buffer[headEnd.upperBound...])
        let length = headers["content-length"].flatMap { Int($0) } ?? 0
        guard length <= Self.maxBodyBytes else { return nil }
        if length > body.count, headers["expect"]?.lowercased() == "100-continue" {
            guard send(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8)) else { return nil }
        }
        while body.count < length {
            guard let chunk = receive() else { return nil }
            body.append(chunk)
        }
        return StubHTTPServer.Request(
            method: String(requestLine[0]), target: String(requestLine[1]), headers: headers,
            body: body.prefix(length))
    }

    /// Sends `response` the way its delivery says.
    func deliver(_ response: StubHTTPServer.Response) {
        let body = response.body
        switch response.delivery {
        case .whole:
            _ = send(head(response, length: Int64(body.count)) + body)
        case .slow(let pieces, let delay):
            guard send(head(response, length: Int64(body.count))) else { return }
            let size = max(1, (body.count + pieces - 1) / pieces)
            var offset = body.startIndex
            while offset < body.endIndex {
                let end = min(offset + size, body.endIndex)
                guard send(body[offset..<end]) else { return }
                offset = end
                if offset < body.endIndex, !pause(delay) { return }
            }
        case .stallHalfway:
            guard send(head(response, length: Int64(body.count)) + body.prefix(body.count / 2))
            else { return }
            waitForHangUp()
        case .endless:
            guard send(head(response, length: nil)) else { return }
            var chunk = Data("4000\r\n".utf8)
            chunk.append(Data(repeating: UInt8(ascii: "a"), count: 0x4000))
            chunk.append(Data("\r\n".utf8))
            // NB: paced like a fast real network (about 16 MB/s); at loopback speed Linux
            // URLSession's shared work queue falls behind and a cancelled transfer streams on.
            while send(chunk), pause(.milliseconds(1)) {}
        case .silence:
            waitForHangUp()
        case .close:
            return
        case .raw:
            _ = send(body)
        case .declaredLength(let length):
            guard send(head(response, length: length) + body) else { return }
            waitForHangUp()
        }
    }

    /// The status line and headers; `length` nil means a chunked body.
    private func head(_ response: StubHTTPServer.Response, length: Int64?) -> Data {
        var lines = ["HTTP/1.1 \(response.status) \(Self.reason(for: response.status))"]
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
            let lowered = name.lowercased()
            guard lowered != "content-length", lowered != "connection" else { continue }
            lines.append("\(name): \(value)")
        }
        if let length {
            lines.append("Content-Length: \(length)")
        } else {
            lines.append("Transfer-Encoding: chunked")
        }
        lines.append("Connection: close")
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// Waits until the connection has data; nil on hang-up, error, or server stop.
    private func receive() -> Data? {
        var bytes = [UInt8](repeating: 0, count: 16 * 1024)
        guard let count = drive({ read(into: &bytes) }), count > 0 else { return nil }
        return Data(bytes[..<count])
    }

    /// Writes all of `data`; false when the client is gone or the server stops.
    private func send(_ data: Data) -> Bool {
        var offset = data.startIndex
        while offset < data.endIndex {
            let written = drive { data[offset...].withUnsafeBytes { write($0) } }
            guard let written, written > 0 else { return false }
            offset += written
        }
        return true
    }

    private func read(into bytes: inout [UInt8]) -> StubTLSSession.Step {
        if let tls { return tls.read(&bytes) }
        let count = recv(socket, &bytes, bytes.count, 0)
        if count >= 0 { return .done(count) }
        return errno == EAGAIN || errno == EINTR ? .wait(POLLIN) : .failed
    }

    private func write(_ raw: UnsafeRawBufferPointer) -> StubTLSSession.Step {
        if let tls { return tls.write(raw) }
        let written = sendWithoutSignal(socket, raw.baseAddress, raw.count)
        if written >= 0 { return .done(written) }
        return errno == EAGAIN || errno == EINTR ? .wait(POLLOUT) : .failed
    }

    /// Repeats `attempt` until it is done, waiting on the socket as it asks; nil when it
    /// failed or the server stopped.
    private func drive(_ attempt: () -> StubTLSSession.Step) -> Int? {
        while true {
            switch attempt() {
            case .done(let count): return count
            case .wait(let events): guard waitFor(events: events) else { return nil }
            case .failed: return nil
            }
        }
    }

    /// Reads and drops whatever comes until the client hangs up or the server stops.
    private func waitForHangUp() {
        while receive() != nil {}
    }

    /// Waits `duration`; false when the server stopped meanwhile.
    private func pause(_ duration: Duration) -> Bool {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Int32(
            clamping: seconds.multipliedReportingOverflow(by: 1000).overflow
                ? Int64.max : seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        var fds = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        return poll(&fds, 1, milliseconds) == 0
    }

    /// Waits for `events` on the socket; false when the server stopped or the socket failed.
    private func waitFor(events: Int32) -> Bool {
        while true {
            var fds = [
                pollfd(fd: socket, events: Int16(events), revents: 0),
                pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, -1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0, fds[1].revents == 0 else { return false }
            if fds[0].revents & Int16(events) != 0 { return true }
            if fds[0].revents != 0 {
                return fds[0].revents & Int16(POLLHUP) != 0 && events == POLLIN
            }
        }
    }

    private static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}

/// `send(2)` that never raises SIGPIPE (`MSG_NOSIGNAL` on Linux; Apple platforms have no such
/// flag, so there the caller's socket must have `SO_NOSIGPIPE` set).
private func sendWithoutSignal(_ socket: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.send(socket, buffer, count, Int32(MSG_NOSIGNAL))
    #else
        Darwin.send(socket, buffer, count, 0)
    #endif
}
