import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import GiveawaysKit
import Testing
import URLSessionHTTP

/// The Giveaways kit over the URLSession client (the live client on Apple's platforms),
/// talking real HTTP to the loopback stub server.
@MainActor
@Suite struct GiveawaysOverURLSessionTests {
    @Test func homeList_overURLSession_showsTheServersGiveaways() async throws {
        let folder = try TemporaryDirectory()
        let body =
            #"[{"id":1,"title":"Free game","worth":"$1.00","type":"Game","platforms":"PC","#
            + #""published_date":"2024-01-01 00:00:00","status":"Active","users":1}]"#
        let server = try StubHTTPServer { request in
            request.path.hasSuffix("worth") ? .json(200, "{}") : .json(200, body)
        }
        defer { server.stop() }
        let giveaways = GiveawaysComponents(
            configuration: KitConfiguration(
                paths: AppPaths(
                    dataDirectory: folder.appending("data"),
                    cacheDirectory: folder.appending("cache")),
                httpClient: URLSessionHTTPClient(), clock: TestClock()),
            baseURL: server.url("/api"))
        let home = giveaways.makeHomeViewModel()

        await home.didAppear()

        #expect(home.state.value.list.content?.map(\.title) == ["Free game"])
        #expect(server.requests.contains { $0.path.hasSuffix("giveaways") })
    }
}
