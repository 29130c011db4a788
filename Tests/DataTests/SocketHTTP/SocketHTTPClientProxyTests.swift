import CleanAppsTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore
@testable import SocketHTTP

/// `http_proxy`, `https_proxy` and `no_proxy`, with a loopback stub standing in for the proxy.
@Suite struct SocketHTTPClientProxyTests {
    private func client(proxy: StubHTTPServer, extra: [String: String] = [:]) -> SocketHTTPClient {
        let environment = ["http_proxy": "http://127.0.0.1:\(proxy.port)"].merging(extra) { $1 }
        return SocketHTTPClient(clock: TestClock(), configuration: .init(environment: environment))
    }

    @Test func send_http_throughAProxy_namesTheWholeURLInTheRequestLine() async throws {
        let proxy = try StubHTTPServer { _ in .json(200, #"{"via":"proxy"}"#) }
        let url = try #require(URL(string: "http://giveaways.example:8080/api/list?a=1"))

        let response = try await client(proxy: proxy).send(HTTPRequest(url: url))

        #expect(response.body == Data(#"{"via":"proxy"}"#.utf8))
        let received = try #require(proxy.requests.first)
        #expect(received.target == "http://giveaways.example:8080/api/list?a=1")
        #expect(received.header("host") == "giveaways.example:8080")
    }

    @Test func send_toLoopback_neverUsesTheProxy() async throws {
        let proxy = try StubHTTPServer { _ in .json(500, "{}") }
        let server = try StubHTTPServer { _ in .json(200, "[]") }

        let response = try await client(proxy: proxy).send(HTTPRequest(url: server.url("/x")))

        #expect(response.statusCode == 200)
        #expect(proxy.requests.isEmpty)
    }

    @Test func send_https_whenTheProxyRefusesTheTunnel_throwsUnreachableWithItsStatus()
        async throws
    {
        let proxy = try StubHTTPServer { _ in .text(407, "auth needed") }
        let url = try #require(URL(string: "https://jar.example/api"))
        let client = client(proxy: proxy, extra: ["https_proxy": "127.0.0.1:\(proxy.port)"])

        await #expect(
            throws: HTTPClientError.unreachable("the proxy refused the connection (HTTP 407)")
        ) {
            try await client.send(HTTPRequest(url: url))
        }
        let received = try #require(proxy.requests.first)
        #expect(received.method == "CONNECT")
        #expect(received.target == "jar.example:443")
    }

    @Test(arguments: [
        ("api.example.com", "example.com", true), ("api.example.com", ".example.com", true),
        ("example.com", "example.com", true), ("badexample.com", "example.com", false),
        ("api.example.com", "*", true), ("api.example.com", "other.org, example.com", true),
        ("api.example.com", "", false),
    ])
    func proxy_noProxy_exemptsListedHostsAndTheirSubdomains(
        host: String, noProxy: String, exempt: Bool
    ) throws {
        let url = try #require(URL(string: "https://\(host)/"))
        let target = try #require(HTTPTarget(url: url))
        let environment = ["https_proxy": "http://proxy.example:3128", "no_proxy": noProxy]

        let proxy = HTTPProxy.proxy(for: target, environment: environment)

        #expect(proxy == (exempt ? nil : HTTPProxy(host: "proxy.example", port: 3128)))
    }
}
