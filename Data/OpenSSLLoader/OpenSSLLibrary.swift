import CleanAppsDataCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's OpenSSL 3, opened with `dlopen` on the first HTTPS request, so a process that
/// never asks for HTTPS never loads it.
///
/// Holds the client functions CleanApps uses, looked up once; ``function(_:as:)`` finds
/// others in the same library (libcrypto's too, which libssl depends on). Loaded libraries stay
/// loaded for the life of the process.
package struct OpenSSLLibrary: @unchecked Sendable {
    // NB: @unchecked: the stored values are C function addresses, immutable once looked up.
    package typealias Method = @convention(c) () -> OpaquePointer?
    package typealias ContextNew = @convention(c) (OpaquePointer?) -> OpaquePointer?
    package typealias ContextCall = @convention(c) (OpaquePointer?) -> Int32
    package typealias Free = @convention(c) (OpaquePointer?) -> Void
    package typealias LoadLocations =
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?
        ) -> Int32
    package typealias SetVerify = @convention(c) (OpaquePointer?, Int32, OpaquePointer?) -> Void
    package typealias SetOptions = @convention(c) (OpaquePointer?, UInt64) -> UInt64
    package typealias SetFD = @convention(c) (OpaquePointer?, Int32) -> Int32
    package typealias Control =
        @convention(c) (OpaquePointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int
    package typealias SetName = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
    package typealias GetParameters = @convention(c) (OpaquePointer?) -> OpaquePointer?
    package typealias Transfer =
        @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int32) -> Int32
    package typealias GetError = @convention(c) (OpaquePointer?, Int32) -> Int32
    package typealias GetResult = @convention(c) (OpaquePointer?) -> Int
    package typealias ResultString = @convention(c) (Int) -> UnsafePointer<CChar>?
    package typealias NextError = @convention(c) () -> UInt
    package typealias ErrorString = @convention(c) (UInt, UnsafeMutablePointer<CChar>?, Int) -> Void
    package typealias ClearErrors = @convention(c) () -> Void

    /// The library name CleanApps opens: Debian's libssl3 package on Linux.
    package static var defaultName: String {
        #if os(Linux)
            "libssl.so.3"
        #else
            // NB: Apple's systems ship no OpenSSL; one installed by a package manager is found
            // on the library path. The kits use URLSession there (LiveHTTP).
            "libssl.3.dylib"
        #endif
    }

    private static let loaded = Mutex<[String: Result<OpenSSLLibrary, HTTPClientError>]>([:])

    package let clientMethod: Method
    package let contextNew: ContextNew
    package let contextFree: Free
    package let setDefaultVerifyPaths: ContextCall
    package let loadVerifyLocations: LoadLocations
    package let setVerify: SetVerify
    package let setOptions: SetOptions
    package let sslNew: ContextNew
    package let sslFree: Free
    package let setFD: SetFD
    package let control: Control
    package let setHost: SetName
    package let parameters: GetParameters
    package let setIPAddress: SetName
    package let connect: ContextCall
    package let read: Transfer
    package let write: Transfer
    package let shutdown: ContextCall
    package let error: GetError
    package let verifyResult: GetResult
    package let verifyResultString: ResultString
    package let nextError: NextError
    package let errorString: ErrorString
    package let clearErrors: ClearErrors
    private let handle: UnsafeMutableRawPointer

    /// The library `name`, opened once per process; throws `HTTPClientError.unreachable(_:)`
    /// saying HTTPS needs OpenSSL 3 when it cannot be opened or lacks a function.
    package static func load(_ name: String = defaultName) throws -> OpenSSLLibrary {
        try loaded.withLock { cache in
            if let known = cache[name] { return known }
            let result = Result { try OpenSSLLibrary(name: name) }.mapError { _ in
                HTTPClientError.unreachable(
                    "HTTPS needs OpenSSL 3 (\(defaultName)), which is not installed")
            }
            cache[name] = result
            return result
        }.get()
    }

    /// Looks up the function `symbol` in the library as the C function type `type`.
    package func function<Function>(_ symbol: String, as type: Function.Type) throws -> Function {
        try Self.lookup(symbol, as: type, in: handle)
    }

    private static func lookup<Function>(
        _ symbol: String, as type: Function.Type, in handle: UnsafeMutableRawPointer
    ) throws -> Function {
        guard let address = dlsym(handle, symbol) else { throw LookupFailure() }
        return unsafeBitCast(address, to: type)
    }

    private struct LookupFailure: Error {}

    private init(name: String) throws {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { throw LookupFailure() }
        func find<Function>(_ symbol: String, _ type: Function.Type) throws -> Function {
            try Self.lookup(symbol, as: type, in: handle)
        }
        self.handle = handle
        clientMethod = try find("TLS_client_method", Method.self)
        contextNew = try find("SSL_CTX_new", ContextNew.self)
        contextFree = try find("SSL_CTX_free", Free.self)
        setDefaultVerifyPaths = try find("SSL_CTX_set_default_verify_paths", ContextCall.self)
        loadVerifyLocations = try find("SSL_CTX_load_verify_locations", LoadLocations.self)
        setVerify = try find("SSL_CTX_set_verify", SetVerify.self)
        setOptions = try find("SSL_CTX_set_options", SetOptions.self)
        sslNew = try find("SSL_new", ContextNew.self)
        sslFree = try find("SSL_free", Free.self)
        setFD = try find("SSL_set_fd", SetFD.self)
        control = try find("SSL_ctrl", Control.self)
        setHost = try find("SSL_set1_host", SetName.self)
        parameters = try find("SSL_get0_param", GetParameters.self)
        setIPAddress = try find("X509_VERIFY_PARAM_set1_ip_asc", SetName.self)
        connect = try find("SSL_connect", ContextCall.self)
        read = try find("SSL_read", Transfer.self)
        write = try find("SSL_write", Transfer.self)
        shutdown = try find("SSL_shutdown", ContextCall.self)
        error = try find("SSL_get_error", GetError.self)
        verifyResult = try find("SSL_get_verify_result", GetResult.self)
        verifyResultString = try find("X509_verify_cert_error_string", ResultString.self)
        nextError = try find("ERR_get_error", NextError.self)
        errorString = try find("ERR_error_string_n", ErrorString.self)
        clearErrors = try find("ERR_clear_error", ClearErrors.self)
    }

    /// The reason for the last failure on `ssl`: the certificate check's verdict when it
    /// failed, else OpenSSL's first queued error, else "handshake failed".
    package func failureReason(of ssl: OpaquePointer?) -> String {
        let verdict = ssl.map { verifyResult($0) } ?? 0
        if verdict != 0, let text = verifyResultString(verdict) { return String(cString: text) }
        let code = nextError()
        clearErrors()
        guard code != 0 else { return "handshake failed" }
        var text = [CChar](repeating: 0, count: 256)
        errorString(code, &text, text.count)
        let message = String(
            decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // NB: "error:0A000086:SSL routines::certificate verify failed" → the last part.
        return message.split(separator: ":").last.map(String.init) ?? message
    }
}
