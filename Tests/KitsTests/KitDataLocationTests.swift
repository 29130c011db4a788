import CampaignsData
import CampaignsKit
import CampaignsPresentation
import CampaignsTestSupport
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import MarketingKit
import MarketingPresentation
import Testing

@MainActor
@Suite struct KitDataLocationTests {
    @Test func kits_configuredForAnotherApp_writeUnderThatNameOnly() async throws {
        let home = try TemporaryDirectory()
        let paths = AppPaths.resolve(
            dataDirectoryOverride: nil,
            environment: [
                "XDG_DATA_HOME": home.appending("share").path,
                "XDG_CACHE_HOME": home.appending("cache").path,
                "CLEANAPPS_DATA_DIR": home.appending("cleanapps").path,
            ],
            homeDirectory: home.url.path, appName: "otherapp")
        let configuration = try offlineKitConfiguration(paths)
        let campaigns = CampaignsComponents(
            configuration: configuration, jarEndpoint: nil,
            posterPixelsPerUnit: PosterEncoding.testPixelsPerUnit)
        let marketing = MarketingComponents(configuration: configuration)
        let targeting = marketing.makeTargetingViewModel(
            session: marketing.makeSession(resuming: marketing.loadProgress()))
        await targeting.didAppear()

        _ = try await saveNewCampaign("Дрон", with: campaigns, photoIn: home)
        _ = await targeting.didEnterLine("1")
        _ = await targeting.didEnterLine("")

        let written = files(under: home.url).filter { $0 != "/photo.png" }
        #expect(written.contains("/share/otherapp/campaigns.json"))
        #expect(written.contains("/share/otherapp/marketing-selection.json"))
        #expect(written.allSatisfy { $0.hasPrefix("/share/otherapp/") })
        #expect(!FileManager.default.fileExists(atPath: home.appending("cleanapps").path))
    }
}
