import CleanAppsDataCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import MarketingData
import MarketingDomain
import MarketingKit
import MarketingPresentation
import MarketingTestSupport
import Testing

@MainActor
@Suite struct MarketingComponentsTests {
    @Test func targeting_offline_listsTheBundledTargetsAndSavesTheChoice() async throws {
        let folder = try TemporaryDirectory()
        let configuration = try offlineKitConfiguration(kitPaths(in: folder))
        let marketing = MarketingComponents(configuration: configuration)
        let session = marketing.makeSession(resuming: marketing.loadProgress())
        let targeting = marketing.makeTargetingViewModel(session: session)
        await targeting.didAppear()
        let first = try #require(targeting.state.value.list.content?.first)

        _ = await targeting.didEnterLine("1")
        let outcome = await targeting.didEnterLine("")

        #expect(outcome == .proceed)
        let written = files(under: folder.url)
        #expect(written.contains("/data/marketing-selection.json"))
        #expect(written.allSatisfy { $0.hasPrefix("/data/marketing-selection.json") })
        let resumed = MarketingComponents(configuration: configuration).loadProgress()
        #expect(resumed.targetNames == [first.name])
    }

    @Test func review_export_writesTheDraftIntoTheDataFolder() async throws {
        let folder = try TemporaryDirectory()
        let marketing = MarketingComponents(
            configuration: try offlineKitConfiguration(kitPaths(in: folder)),
            timeZone: try #require(TimeZone(identifier: "UTC")))
        let selection = try Selection(
            [MarketingSamples.package(MarketingSamples.facebook, 0, price: 100)])
        let draft = try marketing.composeEmail.execute(selection: selection)

        let path = try await marketing.makeExporter().export(draft, to: nil)

        #expect(path.hasPrefix(folder.appending("data").path + "/marketing-selection-"))
        #expect(path.hasSuffix(".eml"))
    }
}
