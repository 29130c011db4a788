import CleanAppsDataCore
import CleanAppsTestSupport
import ConsumerFeatures
import Domain
import Foundation
import Testing

@MainActor
@Suite struct HeadlinesTests {
    private func configuration(
        _ folder: TemporaryDirectory, httpClient: any HTTPClient
    ) -> KitConfiguration {
        KitConfiguration(
            paths: AppPaths(
                dataDirectory: folder.appending("data"), cacheDirectory: folder.appending("cache")),
            httpClient: httpClient, clock: TestClock())
    }

    @Test func giveaways_hostileTitle_comesBackSanitised() async throws {
        let folder = try TemporaryDirectory()
        let body =
            #"[{"id":1,"title":"\u001b[31mFree\u001b[0m game","worth":"$1.00","#
            + #""type":"Game","platforms":"PC","published_date":"2024-01-01 00:00:00","#
            + #""status":"Active","users":1}]"#
        let client = HTTPClientSpy { request in
            HTTPResponse(
                statusCode: 200,
                body: Data((request.url.path.hasSuffix("worth") ? "{}" : body).utf8))
        }
        let headlines = Headlines(configuration: configuration(folder, httpClient: client))

        let titles = await headlines.giveaways()

        #expect(titles == [Headline("Free game")])
    }

    @Test func waterSources_preview_listsThePreviewSources() async throws {
        let folder = try TemporaryDirectory()
        let headlines = Headlines(
            configuration: configuration(folder, httpClient: HTTPClientSpy()))

        let titles = await headlines.waterSources()

        #expect(titles.count == 3)
    }

    @Test func directory_bundledWorkbook_isReadyAfterLaunch() async throws {
        let folder = try TemporaryDirectory()
        let headlines = Headlines(
            configuration: configuration(folder, httpClient: HTTPClientSpy()))

        #expect(await headlines.directoryIsReady())
    }
}
