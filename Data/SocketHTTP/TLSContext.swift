import CleanAppsDataCore
import OpenSSLLoader

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One OpenSSL client context: the system's trusted certificates (`SSL_CERT_FILE` and
/// `SSL_CERT_DIR` honoured, as OpenSSL does) plus an optional extra PEM file, peer
/// verification always on. Thread-safe once made; frees the context on deinit.
final class TLSContext: @unchecked Sendable {
    // NB: @unchecked: an SSL_CTX is safe to share across threads once configured, and this
    // type never changes it after init.
    private static let verifyPeer: Int32 = 1
    private static let ignoreUnexpectedEOF: UInt64 = 1 << 7

    let library: OpenSSLLibrary
    let context: OpaquePointer

    /// Opens the library (see ``OpenSSLLibrary/load(_:)``) and makes the context; throws
    /// `HTTPClientError.unreachable(_:)` when either fails.
    init(libraryName: String, trustedCertificatesFile: String?) throws {
        let library = try OpenSSLLibrary.load(libraryName)
        guard let context = library.contextNew(library.clientMethod()) else {
            throw HTTPClientError.unreachable(
                "secure connection failed: \(library.failureReason(of: nil))")
        }
        self.library = library
        self.context = context
        _ = library.setDefaultVerifyPaths(context)
        if let trustedCertificatesFile,
            library.loadVerifyLocations(context, trustedCertificatesFile, nil) != 1
        {
            throw HTTPClientError.unreachable(
                "secure connection failed: cannot read \(trustedCertificatesFile)")
        }
        library.setVerify(context, Self.verifyPeer, nil)
        // NB: a server that closes without a TLS close_notify ends the body like a plain
        // socket's close; bodies with a length are still checked against it.
        _ = library.setOptions(context, Self.ignoreUnexpectedEOF)
    }

    deinit {
        library.contextFree(context)
    }
}
