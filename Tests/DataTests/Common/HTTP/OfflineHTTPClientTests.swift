import CleanAppsTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore

@Suite struct OfflineHTTPClientTests {
    @Test func send_always_throwsOfflineWithoutContactingTheServer() async throws {
        let server = try StubHTTPServer { _ in .json(200, "[]") }
        let client: any HTTPClient = OfflineHTTPClient()

        await #expect(throws: HTTPClientError.offline) {
            try await client.send(HTTPRequest(method: .post, url: server.url("/x"), body: Data()))
        }

        #expect(server.requests.isEmpty)
    }
}
