import CleanAppsTestSupport
import Foundation
import SocketHTTP
import Testing
import URLSessionHTTP

@testable import CleanAppsDataCore

/// The contract both live clients keep (`SocketHTTPClient` and `URLSessionHTTPClient`), each
/// test run once per client against the loopback stub.
@Suite struct LiveHTTPClientTests {
    @Test(arguments: LiveClientKind.allCases)
    func send_whenServerAnswers200_returnsStatusBodyAndLowercasedHeaders(kind: LiveClientKind)
        async throws
    {
        let client = kind.make()
        let server = try StubHTTPServer { _ in
            .json(200, #"[{"id":1}]"#, headers: ["X-Request-Id": "abc"])
        }

        let response = try await client.send(HTTPRequest(url: server.url("/api/giveaways")))

        #expect(response.statusCode == 200)
        #expect(response.body == Data(#"[{"id":1}]"#.utf8))
        #expect(response.headers["content-type"] == "application/json")
        #expect(response.headers["x-request-id"] == "abc")
        #expect(response.headers.keys.allSatisfy { $0 == $0.lowercased() })
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenServerAnswers201WithBody_returnsTheResponse(kind: LiveClientKind) async throws {
        let client = kind.make()
        let server = try StubHTTPServer { _ in .json(201, #"{"status":0}"#) }

        let response = try await client.send(HTTPRequest(url: server.url("/api/giveaways")))

        #expect(response.statusCode == 201)
        #expect(response.body == Data(#"{"status":0}"#.utf8))
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenServerAnswers404_returnsTheResponseInsteadOfThrowing(kind: LiveClientKind)
        async throws
    {
        let client = kind.make()
        let server = try StubHTTPServer { _ in .json(404, #"{"status":0}"#) }

        let response = try await client.send(HTTPRequest(url: server.url("/api/giveaway?id=9")))

        #expect(response.statusCode == 404)
        #expect(throws: HTTPClientError.server(status: 404)) { try response.requireSuccess() }
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenServerAnswers500_requireSuccessThrowsServerError(kind: LiveClientKind)
        async throws
    {
        let client = kind.make()
        let server = try StubHTTPServer { _ in .text(500, "boom") }

        let response = try await client.send(HTTPRequest(url: server.url("/")))

        #expect(response.statusCode == 500)
        #expect(response.body == Data("boom".utf8))
        #expect(throws: HTTPClientError.server(status: 500)) { try response.requireSuccess() }
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenBodyIsGarbage_returnsTheBytesUnchanged(kind: LiveClientKind) async throws {
        let client = kind.make()
        let server = try StubHTTPServer { request in
            request.path == "/utf8" ? .invalidUTF8 : .json(200, "{not json")
        }

        let garbage = try await client.send(HTTPRequest(url: server.url("/garbage")))
        let invalid = try await client.send(HTTPRequest(url: server.url("/utf8")))

        #expect(garbage.body == Data("{not json".utf8))
        #expect(invalid.body == StubHTTPServer.Response.invalidUTF8.body)
        #expect(String(data: invalid.body, encoding: .utf8) == nil)
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenBodyIsDeeplyNestedJSON_returnsItWhole(kind: LiveClientKind) async throws {
        let client = kind.make()
        let server = try StubHTTPServer { _ in .deeplyNestedJSON(levels: 100_000) }

        let response = try await client.send(HTTPRequest(url: server.url("/nested")))

        #expect(response.body.count == 200_000)
        #expect(response.body.first == UInt8(ascii: "["))
        #expect(response.body.last == UInt8(ascii: "]"))
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_post_deliversMethodPathQueryHeadersAndBodyToTheServer(kind: LiveClientKind)
        async throws
    {
        let client = kind.make()
        let server = try StubHTTPServer { _ in .json(201, "{}") }
        let body = Data(#"{"amount":5000,"comment":"Слава"}"#.utf8)
        let request = HTTPRequest(
            method: .post, url: server.url("/api/jar/send?lang=uk&ref=cli"),
            headers: ["Content-Type": "application/json", "X-Token": "t-1"], body: body)

        let response = try await client.send(request)

        #expect(response.statusCode == 201)
        let received = try #require(server.requests.first)
        #expect(received.method == "POST")
        #expect(received.path == "/api/jar/send")
        #expect(received.query("lang") == "uk")
        #expect(received.query("ref") == "cli")
        #expect(received.header("content-type") == "application/json")
        #expect(received.header("X-Token") == "t-1")
        #expect(received.body == body)
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_get_sendsNoBody(kind: LiveClientKind) async throws {
        let client = kind.make()
        let server = try StubHTTPServer { _ in .json(200, "[]") }

        _ = try await client.send(HTTPRequest(url: server.url("/list")))

        let received = try #require(server.requests.first)
        #expect(received.method == "GET")
        #expect(received.body.isEmpty)
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenBodyIsSlowButWithinDeadline_succeeds(kind: LiveClientKind) async throws {
        let client = kind.make()
        let body = String(repeating: "0123456789", count: 100)
        let server = try StubHTTPServer { _ in
            .slowBody(body, pieces: 4, delay: .milliseconds(30))
        }

        let response = try await client.send(
            HTTPRequest(url: server.url("/slow"), deadline: .seconds(10)))

        #expect(response.statusCode == 200)
        #expect(response.body == Data(body.utf8))
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whileAnotherRequestHangs_otherRequestsStillSucceed(kind: LiveClientKind) async throws
    {
        let client = kind.make()
        // NB: the suite's client times deadlines on a test clock, so the hanging request ends by
        // the cancellation below and never by its deadline, however loaded the machine.
        let server = try StubHTTPServer { request in
            request.path == "/hang" ? .never : .json(200, #"{"path":"\#(request.path)"}"#)
        }
        let hanging = Task {
            try await client.send(HTTPRequest(url: server.url("/hang"), deadline: .seconds(10)))
        }
        #expect(await server.waitForRequests(1))

        async let first = client.send(HTTPRequest(url: server.url("/a")))
        async let second = client.send(HTTPRequest(url: server.url("/b")))
        let bodies = try await [first.body, second.body]

        #expect(bodies == [Data(#"{"path":"/a"}"#.utf8), Data(#"{"path":"/b"}"#.utf8)])
        hanging.cancel()
        await #expect(throws: CancellationError.self) { try await hanging.value }
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_twiceWhenTheServerAllowsCaching_bothRequestsReachTheServer(kind: LiveClientKind)
        async throws
    {
        let client = kind.make()
        let server = try StubHTTPServer { request in
            .json(
                200, #"{"path":"\#(request.path)"}"#,
                headers: ["Cache-Control": "public, max-age=3600", "ETag": "\"v1\""])
        }
        let url = server.url("/api/giveaways")

        let first = try await client.send(HTTPRequest(url: url))
        let second = try await client.send(HTTPRequest(url: url))

        #expect(first.body == second.body)
        #expect(server.requests.count == 2)
        #expect(server.requests.allSatisfy { $0.header("if-none-match") == nil })
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_afterAResponseSetsACookie_neverSendsItBack(kind: LiveClientKind) async throws {
        let client = kind.make()
        let server = try StubHTTPServer { _ in
            .json(200, "[]", headers: ["Set-Cookie": "session=abc123; Path=/; Max-Age=3600"])
        }

        _ = try await client.send(HTTPRequest(url: server.url("/login")))
        _ = try await client.send(HTTPRequest(url: server.url("/list")))

        #expect(server.requests.count == 2)
        #expect(server.requests.allSatisfy { $0.header("cookie") == nil })
    }
}
