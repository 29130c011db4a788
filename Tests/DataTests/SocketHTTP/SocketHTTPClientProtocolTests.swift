import CleanAppsTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore
@testable import SocketHTTP

/// What only the socket client promises (the shared contract is `LiveHTTPClientProtocolTests`):
/// `Connection: close`, its 64 KB header cap, and one exact sentence for each malformed answer
/// of a hostile server (URLSession leaves those to libcurl).
@Suite struct SocketHTTPClientProtocolTests {
    private let client = SocketHTTPClient(clock: TestClock())

    private func rawServer(_ reply: String) throws -> StubHTTPServer {
        try StubHTTPServer { _ in .raw(Data(reply.utf8)) }
    }

    @Test func send_get_sendsConnectionClose() async throws {
        let server = try StubHTTPServer { _ in .json(200, "[]") }

        _ = try await client.send(HTTPRequest(url: server.url("/list?a=1%202")))

        let received = try #require(server.requests.first)
        #expect(received.header("connection") == "close")
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
}
