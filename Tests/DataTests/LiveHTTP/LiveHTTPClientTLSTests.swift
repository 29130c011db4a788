import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import OpenSSLLoader
import Testing

/// Whether the system's OpenSSL 3 can be loaded (the TLS stub server needs it).
private let stubCanSpeakTLS = (try? OpenSSLLibrary.load()) != nil

/// HTTPS refusals both live clients make against the loopback TLS stub, trusting only the
/// system's certificates. The sentence after "secure connection failed" is OpenSSL's reason
/// for the socket client (pinned in `SocketHTTPClientTLSTests`) and absent for URLSession.
@Suite(.enabled(if: stubCanSpeakTLS, "libssl.so.3 is not installed"))
struct LiveHTTPClientTLSTests {
    private static func isSecureConnectionFailure(_ error: any Error) -> Bool {
        guard case .unreachable(let reason) = error as? HTTPClientError else { return false }
        return reason.hasPrefix("secure connection failed")
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_https_whenTheCertificateIsNotTrusted_throwsSecureConnectionFailed(
        kind: LiveClientKind
    ) async throws {
        let server = try StubHTTPServer(tls: .loopback) { _ in .json(200, "[]") }

        await #expect {
            try await kind.make().send(HTTPRequest(url: server.url("/")))
        } throws: { error in
            Self.isSecureConnectionFailure(error)
        }
        #expect(server.requests.isEmpty)
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_https_whenTheServerSpeaksPlainHTTP_throwsSecureConnectionFailed(
        kind: LiveClientKind
    ) async throws {
        let plain = try StubHTTPServer { _ in .json(200, "[]") }
        let url = try #require(URL(string: "https://127.0.0.1:\(plain.port)/"))

        await #expect {
            try await kind.make().send(HTTPRequest(url: url))
        } throws: { error in
            Self.isSecureConnectionFailure(error)
        }
    }
}
