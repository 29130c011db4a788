import CleanAppsTestSupport
import Foundation
import SocketHTTP
import Testing
import URLSessionHTTP

@testable import CleanAppsDataCore

/// Both live clients' HTTP against the loopback stub: what they send, how they frame bodies,
/// their redirect policy, and a typed error for every malformed answer of a hostile server.
@Suite struct LiveHTTPClientProtocolTests {
    private func rawServer(_ reply: String) throws -> StubHTTPServer {
        try StubHTTPServer { _ in .raw(Data(reply.utf8)) }
    }

    /// Answers neither client accepts as a response (the socket client's sentence for each is
    /// pinned in `SocketHTTPClientProtocolTests`).
    ///
    /// NB: two more stay socket-only. `Content-Length: 5, 6` is accepted by libcurl (the body
    /// is returned), and a head that never ends before the connection closes
    /// (`HTTP/1.1 200 OK\r\nContent-Length: 2`) stops the whole process on Linux: FoundationNetworking
    /// traps ("Transfer completed, but there's no response", NativeProtocol.swift).
    static let hostileReplies = [
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhelloXX0\r\n\r\n",
        "HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\nhello",
        "HTTP/1.1 200 OK\r\nno colon here\r\n\r\n",
        "HTTP/1.1 2x0 OK\r\n\r\n",
        "",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhel",
    ]

    @Test(arguments: LiveClientKind.allCases)
    func send_get_sendsHostUserAgentAndIdentityWithoutLength(kind: LiveClientKind) async throws {
        let server = try StubHTTPServer { _ in .json(200, "[]") }

        _ = try await kind.make().send(HTTPRequest(url: server.url("/list?a=1%202")))

        let received = try #require(server.requests.first)
        #expect(received.target == "/list?a=1%202")
        #expect(received.header("host") == "127.0.0.1:\(server.port)")
        #expect(received.header("user-agent") == "CleanApps")
        #expect(received.header("accept-encoding") == "identity")
        #expect(received.header("content-length") == nil)
    }

    @Test(arguments: LiveClientKind.allCases, hostileReplies)
    func send_whenTheServerIsHostile_throwsAnHTTPClientError(kind: LiveClientKind, reply: String)
        async throws
    {
        let server = try rawServer(reply)

        await #expect(throws: HTTPClientError.self) {
            try await kind.make().send(HTTPRequest(url: server.url("/hostile")))
        }
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenCallerHeadersTryToSplitTheHead_dropsThem(kind: LiveClientKind) async throws {
        let server = try StubHTTPServer { _ in .json(200, "[]") }
        let request = HTTPRequest(
            url: server.url("/x"),
            headers: ["X-Evil": "a\r\nX-Injected: 1", "Content-Length": "99", "X-Fine": "ok"])

        _ = try await kind.make().send(request)

        let received = try #require(server.requests.first)
        #expect(received.header("x-injected") == nil)
        #expect(received.header("x-evil") == nil)
        #expect(received.header("x-fine") == "ok")
        #expect(received.header("content-length") == nil)
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenBodyIsChunkedWithExtensions_returnsTheJoinedBody(kind: LiveClientKind)
        async throws
    {
        let server = try rawServer(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "5;ext=1\r\nhello\r\n7\r\n, world\r\n0\r\n\r\n")

        let response = try await kind.make().send(HTTPRequest(url: server.url("/chunked")))

        #expect(response.statusCode == 200)
        #expect(response.body == Data("hello, world".utf8))
    }

    // NB: socket-only on Linux, where a chunked body ending with trailer fields stops the whole
    // process inside FoundationNetworking (see `LiveClientKind.survivingTrailers`).
    @Test(arguments: LiveClientKind.survivingTrailers)
    func send_whenBodyIsChunkedWithTrailers_returnsTheJoinedBody(kind: LiveClientKind) async throws
    {
        let server = try rawServer(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "5;ext=1\r\nhello\r\n7\r\n, world\r\n0\r\nX-Trailer: t\r\n\r\n")

        let response = try await kind.make().send(HTTPRequest(url: server.url("/chunked")))

        #expect(response.statusCode == 200)
        #expect(response.body == Data("hello, world".utf8))
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenChunkedBodyPassesTheCap_throwsBadData(kind: LiveClientKind) async throws {
        let server = try rawServer(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n8\r\n12345678\r\n8\r\n12345678\r\n0\r\n\r\n"
        )

        await #expect(throws: HTTPClientError.badData("response larger than 10 bytes")) {
            try await kind.make().send(HTTPRequest(url: server.url("/big"), maxResponseBytes: 10))
        }
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenBodyEndsAtClose_returnsEverythingReceived(kind: LiveClientKind) async throws {
        let server = try rawServer("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nuntil close")

        let response = try await kind.make().send(HTTPRequest(url: server.url("/close")))

        #expect(response.body == Data("until close".utf8))
        #expect(response.headers["content-type"] == "text/plain")
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenServerRedirects_followsToTheNewPath(kind: LiveClientKind) async throws {
        let server = try StubHTTPServer { request in
            request.path == "/old"
                ? .text(301, "", headers: ["Location": "/new?x=1"]) : .json(200, #"{"at":"new"}"#)
        }

        let response = try await kind.make().send(HTTPRequest(url: server.url("/old")))

        #expect(response.statusCode == 200)
        #expect(response.body == Data(#"{"at":"new"}"#.utf8))
        #expect(server.requests.map(\.target) == ["/old", "/new?x=1"])
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenAPostIsAnswered303_continuesAsAGetWithoutBody(kind: LiveClientKind) async throws {
        let server = try StubHTTPServer { request in
            request.path == "/form"
                ? .text(303, "", headers: ["Location": "/done"]) : .json(200, "{}")
        }
        let request = HTTPRequest(
            method: .post, url: server.url("/form"), body: Data(#"{"a":1}"#.utf8))

        _ = try await kind.make().send(request)

        #expect(server.requests.map(\.method) == ["POST", "GET"])
        #expect(server.requests.last?.body.isEmpty == true)
    }

    @Test(arguments: LiveClientKind.fullyFeatured)
    func send_whenAPostIsAnswered307_repeatsTheMethodAndBody(kind: LiveClientKind) async throws {
        let server = try StubHTTPServer { request in
            request.path == "/form"
                ? .text(307, "", headers: ["Location": "/again"]) : .json(200, "{}")
        }
        let body = Data(#"{"a":1}"#.utf8)
        let request = HTTPRequest(method: .post, url: server.url("/form"), body: body)

        let response = try await kind.make().send(request)

        #expect(response.statusCode == 200)
        #expect(server.requests.map(\.method) == ["POST", "POST"])
        #expect(server.requests.map(\.body) == [body, body])
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenA3xxHasNoLocation_returnsItAsTheResponse(kind: LiveClientKind) async throws {
        let server = try StubHTTPServer { _ in .text(304, "") }

        let response = try await kind.make().send(HTTPRequest(url: server.url("/cached")))

        #expect(response.statusCode == 304)
        #expect(server.requests.count == 1)
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenRedirectsLoop_throwsBadDataAfterFive(kind: LiveClientKind) async throws {
        let server = try StubHTTPServer { _ in .text(302, "", headers: ["Location": "/again"]) }

        await #expect(throws: HTTPClientError.badData("too many or broken redirects")) {
            try await kind.make().send(HTTPRequest(url: server.url("/start")))
        }
        #expect(server.requests.count == 6)
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenRedirectLeavesHTTP_throwsBadDataWithoutFollowing(kind: LiveClientKind)
        async throws
    {
        let server = try StubHTTPServer { _ in
            .text(302, "", headers: ["Location": "file:///etc/passwd"])
        }

        await #expect(throws: HTTPClientError.badData("too many or broken redirects")) {
            try await kind.make().send(HTTPRequest(url: server.url("/start")))
        }
    }

    @Test(arguments: LiveClientKind.fullyFeatured)
    func send_overIPv6Loopback_whenNothingListens_throwsConnectionRefusedOrNoNetwork(
        kind: LiveClientKind
    )
        async throws
    {
        let url = try #require(URL(string: "http://[::1]:9/"))

        await #expect {
            try await kind.make().send(HTTPRequest(url: url))
        } throws: { error in
            error as? HTTPClientError == .unreachable("connection refused")
                || error as? HTTPClientError == .unreachable("no network connection")
        }
    }
}
