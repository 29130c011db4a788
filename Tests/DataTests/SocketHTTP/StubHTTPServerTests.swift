import CleanAppsTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore
@testable import SocketHTTP

/// The loopback stub itself: what later feature tests rely on.
@Suite struct StubHTTPServerTests {
    private let client = SocketHTTPClient(clock: TestClock())

    @Test func requests_afterAGetWithEncodedQuery_recordsDecodedPathAndQueryItems() async throws {
        let server = try StubHTTPServer { _ in .json(200, "[]") }

        _ = try await client.send(
            HTTPRequest(url: server.url("/api/giveaways?platform=pc&search=caf%C3%A9%20bar&x=")))

        #expect(server.requests.count == 1)
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.target == "/api/giveaways?platform=pc&search=caf%C3%A9%20bar&x=")
        #expect(request.path == "/api/giveaways")
        #expect(request.query("platform") == "pc")
        #expect(request.query("search") == "café bar")
        #expect(request.query("x") == "")
        #expect(request.query("missing") == nil)
    }

    @Test func handler_routesByPath() async throws {
        let server = try StubHTTPServer { request in
            switch request.path {
            case "/worth": .json(200, #"{"worth":"$5"}"#)
            default: .text(404, "no such route")
            }
        }

        let worth = try await client.send(HTTPRequest(url: server.url("/worth")))
        let other = try await client.send(HTTPRequest(url: server.url("/other")))

        #expect(worth.statusCode == 200)
        #expect(worth.body == Data(#"{"worth":"$5"}"#.utf8))
        #expect(other.statusCode == 404)
        #expect(other.headers["content-type"] == "text/plain; charset=utf-8")
        #expect(server.requests.map(\.path) == ["/worth", "/other"])
    }

    @Test func post_withALargeBody_arrivesWhole() async throws {
        let server = try StubHTTPServer { request in .json(201, #"{"n":\#(request.body.count)}"#) }
        let body = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0) })

        let response = try await client.send(
            HTTPRequest(method: .post, url: server.url("/upload"), body: body))

        #expect(response.body == Data(#"{"n":200000}"#.utf8))
        #expect(server.requests.first?.body == body)
    }

    @Test func stop_whileAResponseIsPending_endsTheConnection() async throws {
        let server = try StubHTTPServer { _ in .never }
        let sending = Task {
            try await client.send(HTTPRequest(url: server.url("/never"), deadline: .seconds(30)))
        }
        #expect(await server.waitForRequests(1))

        server.stop()

        await #expect(throws: HTTPClientError.badData("no valid HTTP response")) {
            try await sending.value
        }
    }

    @Test func waitForRequests_whenServerIsStopped_returnsFalse() async throws {
        let server = try StubHTTPServer { _ in .json(200, "[]") }
        server.stop()

        let arrived = await server.waitForRequests(1)

        #expect(!arrived)
        #expect(server.requests.isEmpty)
    }

    @Test func waitForRequests_whenNoneArriveInTime_returnsFalse() async throws {
        let server = try StubHTTPServer { _ in .json(200, "[]") }

        let arrived = await server.waitForRequests(1, timeout: .milliseconds(10))

        #expect(!arrived)
    }

    @Test func responses_withHostileBodies_carryTheExactBytes() {
        let nested = StubHTTPServer.Response.deeplyNestedJSON(levels: 3)
        let invalid = StubHTTPServer.Response.invalidUTF8

        #expect(nested.body == Data("[[[]]]".utf8))
        #expect(String(data: invalid.body, encoding: .utf8) == nil)
    }
}
