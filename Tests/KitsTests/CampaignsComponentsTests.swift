import CampaignsData
import CampaignsDomain
import CampaignsKit
import CampaignsPresentation
import CleanAppsDataCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import Testing

@MainActor
@Suite struct CampaignsComponentsTests {
    @Test func form_newCampaign_savesItAndItsPosterInTheDataFolder() async throws {
        let folder = try TemporaryDirectory()
        let photo = folder.appending("photo.png")
        try TestImages.png(width: 4, height: 3).write(to: photo)
        let campaigns = CampaignsComponents(
            configuration: try offlineKitConfiguration(kitPaths(in: folder)), jarEndpoint: nil,
            posterPixelsPerUnit: PosterEncoding.testPixelsPerUnit)
        let form = campaigns.makeFormViewModel(campaign: nil)
        form.didEditPurpose("Дрон")
        form.didEditTarget("100 000")
        await form.didChoosePhoto(atPath: photo.path)
        form.didChooseTemplate(number: 1)

        let outcome = await form.didTapSave()

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
        let photo = folder.appending("photo.png")
        try TestImages.png(width: 4, height: 3).write(to: photo)
        let writer = CampaignsComponents(
            configuration: configuration, jarEndpoint: nil,
            posterPixelsPerUnit: PosterEncoding.testPixelsPerUnit)
        let form = writer.makeFormViewModel(campaign: nil)
        form.didEditPurpose("Аптечки")
        form.didEditTarget("5 000")
        await form.didChoosePhoto(atPath: photo.path)
        form.didChooseTemplate(number: 2)
        _ = await form.didTapSave()

        let list = CampaignsComponents(configuration: configuration).makeListViewModel()
        await list.didLoad()

        #expect(list.state.value.rows.content?.map(\.purpose) == ["Аптечки"])
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
