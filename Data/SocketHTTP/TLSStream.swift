import CleanAppsDataCore
import OpenSSLLoader

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// TLS over a connected socket, through the dlopen'd OpenSSL: SNI, certificate and host name
/// verification (never off), non-blocking reads and writes that wait in `poll` together with
/// the exchange's wake pipe.
final class TLSStream: HTTPByteStream {
    private static let wantRead: Int32 = 2
    private static let wantWrite: Int32 = 3
    private static let zeroReturn: Int32 = 6
    private static let setHostName: Int32 = 55

    private let socket: SocketConnection
    private let library: OpenSSLLibrary
    private let ssl: OpaquePointer

    /// Shakes hands with the server at `host` over `socket`; throws
    /// `HTTPClientError.unreachable(_:)` with OpenSSL's reason ("secure connection failed:
    /// certificate verify failed", "…: hostname mismatch") when it fails.
    init(over socket: SocketConnection, host: String, context: TLSContext) throws {
        let library = context.library
        guard let ssl = library.sslNew(context.context) else {
            throw HTTPClientError.unreachable(
                "secure connection failed: \(library.failureReason(of: nil))")
        }
        self.socket = socket
        self.library = library
        self.ssl = ssl
        let named: Bool
        if Self.isIPAddress(host) {
            named = library.setIPAddress(library.parameters(ssl), host) == 1
        } else {
            named =
                host.withCString { name in
                    library.control(
                        ssl, Self.setHostName, 0, UnsafeMutableRawPointer(mutating: name))
                } == 1 && library.setHost(ssl, host) == 1
        }
        guard named, library.setFD(ssl, socket.descriptor) == 1 else {
            throw HTTPClientError.unreachable("secure connection failed: bad host name")
        }
        _ = try drive { library.connect(ssl) }
    }

    deinit {
        library.clearErrors()
        _ = library.shutdown(ssl)
        library.sslFree(ssl)
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = Int32(clamping: buffer.count)
        return Int(try drive { library.read(ssl, buffer.baseAddress, count) })
    }

    func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = try bytes[offset...].withUnsafeBytes { raw in
                try drive {
                    library.write(
                        ssl, UnsafeMutableRawPointer(mutating: raw.baseAddress),
                        Int32(clamping: raw.count))
                }
            }
            guard written > 0 else { throw HTTPClientError.unreachable("no connection") }
            offset += Int(written)
        }
    }

    /// Runs `operation` until it succeeds, waiting on the socket as OpenSSL asks; returns its
    /// result (0 when the peer closed the connection).
    private func drive(_ operation: () -> Int32) throws -> Int32 {
        while true {
            library.clearErrors()
            let result = operation()
            if result > 0 { return result }
            switch library.error(ssl, result) {
            case Self.wantRead: try socket.wait(for: POLLIN)
            case Self.wantWrite: try socket.wait(for: POLLOUT)
            case Self.zeroReturn: return 0
            default:
                throw HTTPClientError.unreachable(
                    "secure connection failed: \(library.failureReason(of: ssl))")
            }
        }
    }

    private static func isIPAddress(_ host: String) -> Bool {
        var address = in6_addr()
        return inet_pton(AF_INET, host, &address) == 1 || inet_pton(AF_INET6, host, &address) == 1
    }
}
