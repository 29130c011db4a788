import CleanAppsDataCore
import Foundation
import Testing

@testable import URLSessionHTTP

/// The URLSession client's redirect policy, decided on the response's own `Location` (the
/// end-to-end redirects run for both clients in `LiveHTTPClientProtocolTests`).
@Suite struct URLSessionRedirectTests {
    private func request(_ url: String, method: HTTPRequest.Method = .get) throws -> HTTPRequest {
        HTTPRequest(
            method: method, url: try #require(URL(string: url)),
            headers: ["Content-Type": "application/json"],
            body: method == .post ? Data("{}".utf8) : nil)
    }

    @Test func decide_httpsToHTTP_refusesNamingBothAddresses() throws {
        let from = try request("https://jar.example/api/send?x=1", method: .post)

        let decision = URLSessionRedirect.decide(
            status: 307, location: "http://jar.example/api/send", after: from, followed: 0)

        #expect(
            decision
                == .refuse(
                    .insecureRedirect(
                        from: URL(string: "https://jar.example/api/send?x=1")!,
                        to: URL(string: "http://jar.example/api/send")!)))
    }

    @Test(arguments: [
        ("https://a.example/x", "https://b.example/y"),
        ("http://a.example/x", "https://a.example/y"),
        ("http://a.example/x", "http://b.example/y"),
    ])
    func decide_toAnotherAllowedAddress_follows(from: String, to: String) throws {
        let decision = URLSessionRedirect.decide(
            status: 302, location: to, after: try request(from), followed: 0)

        guard case .follow(let next) = decision else {
            Issue.record("expected to follow, got \(decision)")
            return
        }
        #expect(next.url.absoluteString == to)
    }

    @Test func decide_afterFiveRedirects_refusesTheSixth() throws {
        let from = try request("http://a.example/x")

        let fifth = URLSessionRedirect.decide(status: 302, location: "/y", after: from, followed: 4)
        let sixth = URLSessionRedirect.decide(status: 302, location: "/y", after: from, followed: 5)

        #expect(fifth != .deliver)
        #expect(sixth == .refuse(.badData("too many or broken redirects")))
    }

    @Test func decide_postAnswered302_continuesAsAGetWithoutBodyOrContentType() throws {
        let from = try request("http://a.example/form", method: .post)

        let decision = URLSessionRedirect.decide(
            status: 302, location: "/done", after: from, followed: 0)

        guard case .follow(let next) = decision else {
            Issue.record("expected to follow, got \(decision)")
            return
        }
        #expect(next.method == .get)
        #expect(next.body == nil)
        #expect(next.headers.isEmpty)
        #expect(next.url.absoluteString == "http://a.example/done")
    }

    @Test(arguments: [200, 304, 305, 404])
    func decide_forANonRedirectStatus_delivers(status: Int) throws {
        let decision = URLSessionRedirect.decide(
            status: status, location: "/elsewhere", after: try request("http://a.example/"),
            followed: 0)

        #expect(decision == .deliver)
    }
}
