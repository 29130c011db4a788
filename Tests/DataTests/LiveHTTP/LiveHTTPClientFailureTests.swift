import CleanAppsTestSupport
import Foundation
import SocketHTTP
import Testing
import URLSessionHTTP

@testable import CleanAppsDataCore

/// Both live clients against hostile or absent servers: every case ends, with a typed error, well
/// within a generous bound (the bound only catches hangs; it is not a timing assertion).
@Suite struct LiveHTTPClientFailureTests {
    private static let hangBound = HangGuard.limit
    // NB: `kind.make()` times deadlines on a clock that never moves: only the tests of real
    // deadlines pass a real clock.

    @Test(arguments: LiveClientKind.allCases)
    func send_whenServerNeverAnswers_throwsTimedOut(kind: LiveClientKind) async throws {
        let server = try StubHTTPServer { _ in .never }
        let started = ContinuousClock.now

        await #expect(throws: HTTPClientError.timedOut) {
            try await kind.make(clock: ContinuousClock()).send(
                HTTPRequest(url: server.url("/never"), deadline: .milliseconds(300)))
        }

        #expect(ContinuousClock.now - started < Self.hangBound)
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenTheInjectedClockPassesTheDeadline_throwsTimedOut(kind: LiveClientKind)
        async throws
    {
        let clock = TestClock()
        let client = kind.make(clock: clock)
        let server = try StubHTTPServer { _ in .never }
        let sending = Task {
            try await client.send(HTTPRequest(url: server.url("/never"), deadline: .seconds(30)))
        }
        #expect(await server.waitForRequests(1))
        await clock.waitForSleepers(1)

        await clock.advance(by: .seconds(30))

        await #expect(throws: HTTPClientError.timedOut) { try await sending.value }
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenBodyStallsHalfway_throwsTimedOut(kind: LiveClientKind) async throws {
        let server = try StubHTTPServer { _ in
            .stallingHalfway(String(repeating: "x", count: 10_000))
        }
        let started = ContinuousClock.now

        await #expect(throws: HTTPClientError.timedOut) {
            try await kind.make(clock: ContinuousClock()).send(
                HTTPRequest(url: server.url("/stall"), deadline: .milliseconds(400)))
        }

        #expect(ContinuousClock.now - started < Self.hangBound)
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenBodyIsLargerThanTheCap_throwsBadData(kind: LiveClientKind) async throws {
        let client = kind.make()
        let server = try StubHTTPServer { _ in .text(200, String(repeating: "x", count: 1000)) }

        await #expect(throws: HTTPClientError.badData("response larger than 100 bytes")) {
            try await client.send(HTTPRequest(url: server.url("/big"), maxResponseBytes: 100))
        }
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenBodyIsExactlyTheCap_returnsIt(kind: LiveClientKind) async throws {
        let client = kind.make()
        let server = try StubHTTPServer { _ in .text(200, String(repeating: "x", count: 100)) }

        let response = try await client.send(
            HTTPRequest(url: server.url("/exact"), maxResponseBytes: 100))

        #expect(response.body.count == 100)
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenContentLengthClaims10GB_throwsBadDataWithoutWaitingForTheBody(
        kind: LiveClientKind
    )
        async throws
    {
        let client = kind.make()
        let server = try StubHTTPServer { _ in .lyingContentLength(10_000_000_000) }
        let started = ContinuousClock.now

        // NB: the stub goes silent after 1 KB, so a client that waited for the body would end
        // with `.timedOut` instead.
        await #expect(throws: HTTPClientError.badData("response larger than 1000000 bytes")) {
            try await client.send(
                HTTPRequest(
                    url: server.url("/huge"), deadline: .seconds(60), maxResponseBytes: 1_000_000))
        }

        #expect(ContinuousClock.now - started < Self.hangBound)
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenBodyNeverEnds_throwsBadDataAtTheCap(kind: LiveClientKind) async throws {
        let client = kind.make()
        let server = try StubHTTPServer { _ in .endlessBody }
        let started = ContinuousClock.now

        await #expect(throws: HTTPClientError.badData("response larger than 1000000 bytes")) {
            try await client.send(
                HTTPRequest(
                    url: server.url("/endless"), deadline: .seconds(60), maxResponseBytes: 1_000_000
                ))
        }

        #expect(ContinuousClock.now - started < Self.hangBound)
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenNothingListensOnThePort_throwsConnectionRefused(kind: LiveClientKind) async throws
    {
        let client = kind.make()
        let server = try StubHTTPServer { _ in .json(200, "[]") }
        let url = server.url("/gone")
        server.stop()

        await #expect(throws: HTTPClientError.unreachable("connection refused")) {
            try await client.send(HTTPRequest(url: url))
        }
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenServerClosesTheConnectionWithoutAnswer_throwsBadData(kind: LiveClientKind)
        async throws
    {
        let client = kind.make()
        let server = try StubHTTPServer { _ in .closeConnection }

        await #expect(throws: HTTPClientError.badData("no valid HTTP response")) {
            try await client.send(HTTPRequest(url: server.url("/closed")))
        }
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenReplyIsNotHTTP_throwsBadData(kind: LiveClientKind) async throws {
        let client = kind.make()
        let server = try StubHTTPServer { _ in .raw(Data("hello there\r\n\r\n".utf8)) }

        await #expect(throws: HTTPClientError.badData("no valid HTTP response")) {
            try await client.send(HTTPRequest(url: server.url("/garbage")))
        }
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenConnectionDropsMidBody_throwsUnreachable(kind: LiveClientKind) async throws {
        let client = kind.make()
        let server = try StubHTTPServer { _ in
            .raw(Data("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nabc".utf8))
        }

        await #expect(throws: HTTPClientError.unreachable("no connection")) {
            try await client.send(HTTPRequest(url: server.url("/cut")))
        }
    }

    @Test(
        arguments: LiveClientKind.allCases,
        ["ftp://example.com/file", "file:///etc/passwd", "javascript:alert(1)"])
    func send_whenURLIsNotHTTP_throwsOfflineWithoutSending(kind: LiveClientKind, url: String)
        async throws
    {
        let request = HTTPRequest(url: try #require(URL(string: url)))

        await #expect(throws: HTTPClientError.offline) { try await kind.make().send(request) }
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenCallingTaskIsCancelledInFlight_throwsCancellationError(kind: LiveClientKind)
        async throws
    {
        let client = kind.make()
        let server = try StubHTTPServer { _ in .never }
        let started = ContinuousClock.now
        let sending = Task {
            try await client.send(HTTPRequest(url: server.url("/never"), deadline: .seconds(30)))
        }
        #expect(await server.waitForRequests(1))

        sending.cancel()

        await #expect(throws: CancellationError.self) { try await sending.value }
        #expect(ContinuousClock.now - started < Self.hangBound)
    }

    @Test(arguments: LiveClientKind.allCases)
    func send_whenCallingTaskIsAlreadyCancelled_throwsCancellationErrorWithoutSending(
        kind: LiveClientKind
    )
        async throws
    {
        let client = kind.make()
        let server = try StubHTTPServer { _ in .json(200, "[]") }
        let sending = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.send(HTTPRequest(url: server.url("/x")))
        }

        await #expect(throws: CancellationError.self) { try await sending.value }
        #expect(server.requests.isEmpty)
    }
}
