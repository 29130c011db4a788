import CleanAppsTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore
@testable import SocketHTTPKit

/// The client's HTTP/1.1 against the loopback stub: what it sends, how it frames bodies,
/// redirects, and one clear error for each malformed answer of a hostile server.
@Suite struct SocketHTTPClientProtocolTests {
    private let client = SocketHTTPClient(clock: TestClock())

    private func rawServer(_ reply: String) throws -> StubHTTPServer {
        try StubHTTPServer { _ in .raw(Data(reply.utf8)) }
    }

    @Test func send_get_sendsHostUserAgentIdentityAndClose() async throws {
        let server = try StubHTTPServer { _ in .json(200, "[]") }

        _ = try await client.send(HTTPRequest(url: server.url("/list?a=1%202")))

        let received = try #require(server.requests.first)
        #expect(received.target == "/list?a=1%202")
        #expect(received.header("host") == "127.0.0.1:\(server.port)")
        #expect(received.header("user-agent") == "CleanApps")
        #expect(received.header("accept-encoding") == "identity")
        #expect(received.header("connection") == "close")
        #expect(received.header("content-length") == nil)
    }

    @Test func send_whenCallerHeadersTryToSplitTheHead_dropsThem() async throws {
        let server = try StubHTTPServer { _ in .json(200, "[]") }
        let request = HTTPRequest(
            url: server.url("/x"),
            headers: ["X-Evil": "a\r\nX-Injected: 1", "Content-Length": "99", "X-Fine": "ok"])

        _ = try await client.send(request)

        let received = try #require(server.requests.first)
        #expect(received.header("x-injected") == nil)
        #expect(received.header("x-evil") == nil)
        #expect(received.header("x-fine") == "ok")
        #expect(received.header("content-length") == nil)
    }

    @Test func send_whenBodyIsChunkedWithTrailers_returnsTheJoinedBody() async throws {
        let server = try rawServer(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "5;ext=1\r\nhello\r\n7\r\n, world\r\n0\r\nX-Trailer: t\r\n\r\n")

        let response = try await client.send(HTTPRequest(url: server.url("/chunked")))

        #expect(response.statusCode == 200)
        #expect(response.body == Data("hello, world".utf8))
    }

    @Test func send_whenChunkedBodyPassesTheCap_throwsBadData() async throws {
        let server = try rawServer(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n8\r\n12345678\r\n8\r\n12345678\r\n0\r\n\r\n"
        )

        await #expect(throws: HTTPClientError.badData("response larger than 10 bytes")) {
            try await client.send(HTTPRequest(url: server.url("/big"), maxResponseBytes: 10))
        }
    }

    @Test func send_whenBodyEndsAtClose_returnsEverythingReceived() async throws {
        let server = try rawServer("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nuntil close")

        let response = try await client.send(HTTPRequest(url: server.url("/close")))

        #expect(response.body == Data("until close".utf8))
        #expect(response.headers["content-type"] == "text/plain")
    }

    @Test(arguments: [
        (
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n",
            HTTPClientError.badData("malformed chunked body")
        ),
        (
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhelloXX0\r\n\r\n",
            .badData("malformed chunked body")
        ),
        ("HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\nhello", .badData("invalid Content-Length")),
        (
            "HTTP/1.1 200 OK\r\nContent-Length: 5, 6\r\n\r\nhello",
            .badData("invalid Content-Length")
        ),
        ("HTTP/1.1 200 OK\r\nno colon here\r\n\r\n", .badData("malformed response header")),
        ("HTTP/1.1 2x0 OK\r\n\r\n", .badData("no valid HTTP response")),
        ("HTTP/1.1 200 OK\r\nContent-Length: 2", .badData("no valid HTTP response")),
        ("", .badData("no valid HTTP response")),
        (
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhel",
            .unreachable("no connection")
        ),
    ])
    func send_whenTheServerIsHostile_throwsOneClearError(reply: String, expected: HTTPClientError)
        async throws
    {
        let server = try rawServer(reply)

        await #expect(throws: expected) {
            try await client.send(HTTPRequest(url: server.url("/hostile")))
        }
    }

    @Test(arguments: ["-1", "+5", "+5a", " 5", "0x5", "5_0", "-0", "+0"])
    func send_whenAChunkSizeIsNotPlainHexDigits_throwsMalformedChunks(size: String) async throws {
        let server = try rawServer(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n\(size)\r\nhello\r\n0\r\n\r\n")

        await #expect(throws: HTTPClientError.badData("malformed chunked body")) {
            try await client.send(HTTPRequest(url: server.url("/signed")))
        }
    }

    @Test func send_whenHeadersNeverEnd_throwsBadDataAtTheHeaderCap() async throws {
        let header = "X-Filler: " + String(repeating: "f", count: 1_000) + "\r\n"
        let server = try rawServer(
            "HTTP/1.1 200 OK\r\n" + String(repeating: header, count: 70) + "\r\n")

        await #expect(throws: HTTPClientError.badData("response header larger than 64 KB")) {
            try await client.send(HTTPRequest(url: server.url("/headers")))
        }
    }

    @Test func send_whenServerRedirects_followsToTheNewPath() async throws {
        let server = try StubHTTPServer { request in
            request.path == "/old"
                ? .text(301, "", headers: ["Location": "/new?x=1"]) : .json(200, #"{"at":"new"}"#)
        }

        let response = try await client.send(HTTPRequest(url: server.url("/old")))

        #expect(response.statusCode == 200)
        #expect(response.body == Data(#"{"at":"new"}"#.utf8))
        #expect(server.requests.map(\.target) == ["/old", "/new?x=1"])
    }

    @Test func send_whenAPostIsAnswered303_continuesAsAGetWithoutBody() async throws {
        let server = try StubHTTPServer { request in
            request.path == "/form"
                ? .text(303, "", headers: ["Location": "/done"]) : .json(200, "{}")
        }
        let request = HTTPRequest(
            method: .post, url: server.url("/form"), body: Data(#"{"a":1}"#.utf8))

        _ = try await client.send(request)

        #expect(server.requests.map(\.method) == ["POST", "GET"])
        #expect(server.requests.last?.body.isEmpty == true)
    }

    @Test func send_whenRedirectsLoop_throwsBadDataAfterFive() async throws {
        let server = try StubHTTPServer { _ in .text(302, "", headers: ["Location": "/again"]) }

        await #expect(throws: HTTPClientError.badData("too many or broken redirects")) {
            try await client.send(HTTPRequest(url: server.url("/start")))
        }
        #expect(server.requests.count == 6)
    }

    @Test func send_whenRedirectLeavesHTTP_throwsBadDataWithoutFollowing() async throws {
        let server = try StubHTTPServer { _ in
            .text(302, "", headers: ["Location": "file:///etc/passwd"])
        }

        await #expect(throws: HTTPClientError.badData("too many or broken redirects")) {
            try await client.send(HTTPRequest(url: server.url("/start")))
        }
    }

    @Test func send_overIPv6Loopback_whenNothingListens_throwsConnectionRefusedOrNoNetwork()
        async throws
    {
        let url = try #require(URL(string: "http://[::1]:9/"))

        await #expect {
            try await client.send(HTTPRequest(url: url))
        } throws: { error in
            error as? HTTPClientError == .unreachable("connection refused")
                || error as? HTTPClientError == .unreachable("no network connection")
        }
    }
}
