import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import OpenSSLLoader
import Testing
import URLSessionHTTP

/// Whether this platform's URLSession can trust the committed test certificate (and the stub
/// can speak TLS at all).
private let urlSessionTrustsTestCertificate =
    URLSessionHTTPClient.trustsExtraCertificates && (try? OpenSSLLibrary.load()) != nil

/// HTTPS through URLSession against the loopback TLS stub, trusting the test certificate.
///
/// NB: skipped on Linux: FoundationNetworking raises no server-trust challenge and gives no
/// way to add a trust anchor per session (libcurl checks the system's CA bundle only), so the
/// client cannot trust the stub's self-signed certificate there. `SocketHTTPClientTLSTests`
/// covers the same points for the socket client.
@Suite(
    .enabled(
        if: urlSessionTrustsTestCertificate,
        "URLSession on Linux cannot trust an extra certificate (no server-trust challenge)"))
struct URLSessionHTTPClientTLSTests {
    private let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    private func client(clock: TestClock = TestClock()) throws -> URLSessionHTTPClient {
        URLSessionHTTPClient(
            clock: clock,
            configuration: .init(
                trustedCertificatesFile: try TestCertificate.loopback.certificateFile(
                    in: folder.url)),
            idleTimeoutMargin: .seconds(3_600))
    }

    @Test func send_https_whenTheTestCertificateIsTrusted_returnsTheResponse() async throws {
        let server = try StubHTTPServer(tls: .loopback) { request in
            .json(200, #"{"path":"\#(request.path)"}"#)
        }
        let body = String(repeating: "x", count: 100_000)

        let response = try await client().send(
            HTTPRequest(method: .post, url: server.url("/secure?q=1"), body: Data(body.utf8)))

        #expect(response.statusCode == 200)
        #expect(response.body == Data(#"{"path":"/secure"}"#.utf8))
        #expect(server.requests.first?.body.count == 100_000)
    }

    @Test func send_https_byHostName_verifiesTheName() async throws {
        let server = try StubHTTPServer(tls: .loopback) { _ in .json(200, "[]") }
        let url = try #require(URL(string: "https://localhost:\(server.port)/list"))

        let response = try await client().send(HTTPRequest(url: url))

        #expect(response.body == Data("[]".utf8))
    }

    @Test func send_https_whenRedirectedToPlainHTTP_refusesNamingBothAddresses() async throws {
        let plain = try StubHTTPServer { _ in .json(200, "{}") }
        let target = plain.url("/login")
        let server = try StubHTTPServer(tls: .loopback) { _ in
            .text(302, "", headers: ["Location": target.absoluteString])
        }
        let start = server.url("/start")

        await #expect {
            try await client().send(
                HTTPRequest(method: .post, url: start, body: Data("secret".utf8)))
        } throws: { error in
            guard case .badData(let detail) = error as? HTTPClientError else { return false }
            return detail.contains(start.absoluteString) && detail.contains(target.absoluteString)
        }
        #expect(plain.requests.isEmpty)
    }

    @Test func send_https_whenTheTLSServerNeverAnswers_endsOnTheInjectedDeadline() async throws {
        let clock = TestClock()
        let client = try client(clock: clock)
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
