import CampaignsData
import CampaignsDomain
import CampaignsKit
import CampaignsPresentation
import CampaignsTestSupport
import CleanAppsDataCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import Testing

@MainActor
@Suite struct CampaignsComponentsTests {
    @Test func form_newCampaign_savesItAndItsPosterInTheDataFolder() async throws {
        let folder = try TemporaryDirectory()
        let campaigns = CampaignsComponents(
            configuration: try offlineKitConfiguration(kitPaths(in: folder)), jarEndpoint: nil,
            posterPixelsPerUnit: PosterEncoding.testPixelsPerUnit)

        let outcome = try await saveNewCampaign("Дрон", with: campaigns, photoIn: folder)

        guard case .saved(_, let posterPath) = outcome else {
            Issue.record("not saved: \(String(describing: outcome))")
            return
        }
        #expect(posterPath.hasPrefix(folder.appending("data/posters").path + "/"))
        #expect(posterPath.hasSuffix(".png"))
        let saved = files(under: folder.appending("data"))
        #expect(saved.contains("/campaigns.json"))
        #expect(saved.contains { $0.hasPrefix("/photos/") })
    }

    @Test func list_afterASave_showsTheCampaignFromTheStore() async throws {
        let folder = try TemporaryDirectory()
        let configuration = try offlineKitConfiguration(kitPaths(in: folder))
        let writer = CampaignsComponents(
            configuration: configuration, jarEndpoint: nil,
            posterPixelsPerUnit: PosterEncoding.testPixelsPerUnit)
        _ = try await saveNewCampaign("Аптечки", with: writer, photoIn: folder)

        let list = CampaignsComponents(configuration: configuration).makeListViewModel()
        await list.didLoad()

        #expect(list.state.value.rows.content?.map(\.purpose) == ["Аптечки"])
    }

    @Test func loadPhotoForSaving_leavesTheDecodeToThePosterWhichTheFormStillChecks()
        async throws
    {
        let folder = try TemporaryDirectory()
        let campaigns = CampaignsComponents(
            configuration: try offlineKitConfiguration(kitPaths(in: folder)), jarEndpoint: nil)
        var bytes = TestImages.png(width: 40, height: 30)
        bytes[bytes.startIndex + 60] ^= 0x55  // NB: inside the image data: its CRC fails.
        let cut = folder.appending("bad.png")
        try bytes.write(to: cut)

        let forSaving = await campaigns.loadPhotoForSaving.execute(path: cut.path)
        let forTheForm = await campaigns.loadPhoto.execute(path: cut.path)

        #expect(forSaving == .picked(bytes: bytes, sourcePath: cut.path))
        guard case .unreadable(_, let message) = forTheForm else {
            Issue.record("the form's reader did not check the photo: \(forTheForm)")
            return
        }
        #expect(message.hasPrefix("bad.png: The photo file is damaged"))
    }

    @Test func janitor_fromConfiguration_isMadeButNotFromClients() throws {
        let folder = try TemporaryDirectory()

        let wired = CampaignsComponents(
            configuration: try offlineKitConfiguration(kitPaths(in: folder)))
        let fromClients = CampaignsComponents(
            repository: InMemoryCampaignsRepository([]), photoStore: InMemoryPhotoStore(),
            publisher: PosterPublisherSpy(), jarSource: JarDetailsSourceStub([:]),
            photoReader: PhotoFileReaderStub(files: [:]), clock: TestClock(), now: { Date() })

        #expect(wired.janitor != nil)
        #expect(fromClients.janitor == nil)
    }
}
