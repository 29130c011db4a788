import CleanAppsTestSupport
import Foundation
import OpenSSLLoader
import Testing

@testable import CleanAppsDataCore
@testable import SocketHTTP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the system's OpenSSL 3 can be loaded (the suite is skipped otherwise).
private let openSSLIsInstalled = (try? OpenSSLLibrary.load()) != nil

/// HTTPS through the dlopen'd OpenSSL 3 against the loopback TLS stub with a committed
/// self-signed test certificate; skipped with a note when libssl.so.3 is missing.
@Suite(.enabled(if: openSSLIsInstalled, "libssl.so.3 is not installed"))
struct SocketHTTPClientTLSTests {
    private let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    private func client(trusting certificate: TestCertificate?) throws -> SocketHTTPClient {
        SocketHTTPClient(
            clock: TestClock(),
            configuration: .init(
                trustedCertificatesFile: try certificate?.certificateFile(in: folder.url)))
    }

    @Test func send_https_whenTheTestCertificateIsTrusted_returnsTheResponse() async throws {
        let server = try StubHTTPServer(tls: .loopback) { request in
            .json(200, #"{"path":"\#(request.path)"}"#)
        }
        let body = String(repeating: "x", count: 100_000)

        let response = try await client(trusting: .loopback).send(
            HTTPRequest(method: .post, url: server.url("/secure?q=1"), body: Data(body.utf8)))

        #expect(server.baseURL.scheme == "https")
        #expect(response.statusCode == 200)
        #expect(response.body == Data(#"{"path":"/secure"}"#.utf8))
        #expect(server.requests.first?.body.count == 100_000)
    }

    @Test func send_https_byHostName_verifiesTheName() async throws {
        let server = try StubHTTPServer(tls: .loopback) { _ in .json(200, "[]") }
        let url = try #require(URL(string: "https://localhost:\(server.port)/list"))

        let response = try await client(trusting: .loopback).send(HTTPRequest(url: url))

        #expect(response.body == Data("[]".utf8))
    }

    @Test func send_https_whenTheCertificateIsNotTrusted_throwsSecureConnectionFailed()
        async throws
    {
        let server = try StubHTTPServer(tls: .loopback) { _ in .json(200, "[]") }

        await #expect(
            throws: HTTPClientError.unreachable(
                "secure connection failed: self-signed certificate")
        ) {
            try await client(trusting: nil).send(HTTPRequest(url: server.url("/")))
        }
        #expect(server.requests.isEmpty)
    }

    @Test func send_https_whenTheCertificateNamesAnotherHost_throwsAddressMismatch()
        async throws
    {
        let server = try StubHTTPServer(tls: .otherHost) { _ in .json(200, "[]") }

        await #expect(
            throws: HTTPClientError.unreachable("secure connection failed: IP address mismatch")
        ) {
            try await client(trusting: .otherHost).send(HTTPRequest(url: server.url("/")))
        }
        #expect(server.requests.isEmpty)
    }

    @Test func send_https_whenTheServerSpeaksPlainHTTP_throwsSecureConnectionFailed()
        async throws
    {
        let plain = try StubHTTPServer { _ in .json(200, "[]") }
        let url = try #require(URL(string: "https://127.0.0.1:\(plain.port)/"))

        await #expect {
            try await client(trusting: .loopback).send(HTTPRequest(url: url))
        } throws: { error in
            guard case .unreachable(let reason) = error as? HTTPClientError else { return false }
            return reason.hasPrefix("secure connection failed")
        }
    }

    @Test func send_https_whenRedirectedToPlainHTTP_refusesNamingBothAddresses() async throws {
        let plain = try StubHTTPServer { _ in .json(200, "[]") }
        let target = plain.url("/collect")
        let server = try StubHTTPServer(tls: .loopback) { _ in
            .text(307, "", headers: ["Location": target.absoluteString])
        }
        let start = server.url("/form")

        await #expect {
            try await client(trusting: .loopback).send(
                HTTPRequest(method: .post, url: start, body: Data("secret=1".utf8)))
        } throws: { error in
            let message = (error as? HTTPClientError)?.message ?? ""
            return message.contains(start.absoluteString)
                && message.contains(target.absoluteString)
        }
        #expect(plain.requests.isEmpty)
    }

    @Test func send_https_whenTheTLSServerNeverAnswers_endsOnTheInjectedDeadline() async throws {
        let clock = TestClock()
        let client = SocketHTTPClient(
            clock: clock,
            configuration: .init(
                trustedCertificatesFile: try TestCertificate.loopback.certificateFile(
                    in: folder.url)))
        let server = try StubHTTPServer(tls: .loopback) { _ in .never }
        let sending = Task {
            try await client.send(HTTPRequest(url: server.url("/never"), deadline: .seconds(30)))
        }
        #expect(await server.waitForRequests(1))
        await clock.waitForSleepers(1)

        await clock.advance(by: .seconds(30))

        await #expect(throws: HTTPClientError.timedOut) { try await sending.value }
    }
}

/// Without OpenSSL an https request says what is missing; plain HTTP never loads it.
@Suite struct SocketHTTPClientWithoutOpenSSLTests {
    @Test func send_https_whenLibsslCannotBeLoaded_saysHTTPSNeedsOpenSSL3() async throws {
        let client = SocketHTTPClient(
            clock: TestClock(), configuration: .init(tlsLibrary: "libssl-missing-for-test.so.3"))
        let url = try #require(URL(string: "https://127.0.0.1:9/"))

        await #expect(
            throws: HTTPClientError.unreachable(
                "HTTPS needs OpenSSL 3 (libssl.so.3), which is not installed")
        ) {
            try await client.send(HTTPRequest(url: url))
        }
    }
}
