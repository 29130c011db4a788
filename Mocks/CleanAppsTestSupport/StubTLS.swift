import CleanAppsDataCore
import Foundation
import OpenSSLLoader

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The TLS side of a ``StubHTTPServer``: a server context holding a ``TestCertificate``,
/// through the same dlopen'd OpenSSL 3 the client uses.
final class StubTLS: @unchecked Sendable {
    // NB: @unchecked: an SSL_CTX is safe to share across threads once configured.
    private typealias LoadFile =
        @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Int32
    private static let pemFile: Int32 = 1

    let library: OpenSSLLibrary
    let context: OpaquePointer
    let accept: OpenSSLLibrary.ContextCall

    /// Loads OpenSSL and the certificate; throws when either fails (tests then skip).
    init(_ certificate: TestCertificate) throws {
        let library = try OpenSSLLibrary.load()
        let serverMethod = try library.function("TLS_server_method", as: OpenSSLLibrary.Method.self)
        let useCertificate = try library.function("SSL_CTX_use_certificate_file", as: LoadFile.self)
        let useKey = try library.function("SSL_CTX_use_PrivateKey_file", as: LoadFile.self)
        accept = try library.function("SSL_accept", as: OpenSSLLibrary.ContextCall.self)
        guard let context = library.contextNew(serverMethod()) else {
            throw StubHTTPServerError.cannotListen("SSL_CTX_new failed")
        }
        self.library = library
        self.context = context
        let folder = try TemporaryDirectory()
        guard
            useCertificate(context, try certificate.certificateFile(in: folder.url), Self.pemFile)
                == 1,
            useKey(context, try certificate.privateKeyFile(in: folder.url), Self.pemFile) == 1
        else { throw StubHTTPServerError.cannotListen("cannot load the test certificate") }
    }

    deinit {
        library.contextFree(context)
    }
}

/// One server-side TLS session over an accepted, non-blocking socket.
final class StubTLSSession {
    /// What one attempt did.
    enum Step {
        /// Done, with this many bytes (0: the peer closed).
        case done(Int)
        /// Try again once the socket is ready for these poll events.
        case wait(Int32)
        /// The session failed.
        case failed
    }

    private let tls: StubTLS
    private var ssl: OpaquePointer?

    /// A session on `socket`; nil when OpenSSL cannot make one.
    init?(tls: StubTLS, socket: Int32) {
        guard let ssl = tls.library.sslNew(tls.context), tls.library.setFD(ssl, socket) == 1
        else { return nil }
        self.tls = tls
        self.ssl = ssl
    }

    deinit {
        end()
    }

    /// One step of the server handshake.
    func handshake() -> Step {
        step(ssl.map { tls.accept($0) } ?? -1)
    }

    /// Reads into `bytes`.
    func read(_ bytes: inout [UInt8]) -> Step {
        let count = Int32(bytes.count)
        return step(bytes.withUnsafeMutableBytes { tls.library.read(ssl, $0.baseAddress, count) })
    }

    /// Writes from `raw`.
    func write(_ raw: UnsafeRawBufferPointer) -> Step {
        step(
            tls.library.write(
                ssl, UnsafeMutableRawPointer(mutating: raw.baseAddress), Int32(raw.count)))
    }

    /// Sends close_notify and frees the session; call before closing the socket. Idempotent.
    func end() {
        guard let ssl else { return }
        self.ssl = nil
        _ = tls.library.shutdown(ssl)
        tls.library.sslFree(ssl)
        tls.library.clearErrors()
    }

    private func step(_ result: Int32) -> Step {
        if result > 0 { return .done(Int(result)) }
        switch tls.library.error(ssl, result) {
        case 2: return .wait(POLLIN)
        case 3: return .wait(POLLOUT)
        case 6: return .done(0)
        default:
            tls.library.clearErrors()
            return .failed
        }
    }
}
