import CleanAppsTestSupport
import Foundation
import Testing

/// An online run writes only into its data directory: with HOME an empty
/// folder and no XDG variables, nothing appears in HOME, and the HTTP client makes no
/// folders of its own (the URLSession it replaced made two).
@Suite struct PlatformFoldersProcessTests {
    @Test(arguments: [
        ["giveaways", "list"], ["marketing", "targets"], ["campaigns", "refresh"], [],
    ])
    func onlineRun_emptyHome_staysEmpty(arguments: [String]) async throws {
        let server = try StubHTTPServer { _ in .json(200, "[]") }
        defer { server.stop() }
        let home = try TemporaryDirectory()
        let data = try TemporaryDirectory()
        let process = CleanAppsProcess(
            home: home.url, dataDirectory: data.url,
            extra: [
                "CLEANAPPS_GAMERPOWER_URL": server.url("/api").absoluteString,
                "CLEANAPPS_NPOINT_URL": server.url("/").absoluteString,
                "CLEANAPPS_MONOBANK_URL": server.url("/handler").absoluteString,
            ])

        let outcome = try await process.run(arguments)

        #expect(!outcome.hung)
        #expect(home.names().isEmpty, "\(home.names())")
        #expect(!data.names(in: "cache").contains("platform"))
    }
}
