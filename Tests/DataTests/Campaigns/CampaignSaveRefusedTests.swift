import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

/// Saving a campaign with the real photo store, poster publisher and `campaigns.json` when
/// the store refuses the save: nothing new is left in the data folder.
@Suite struct CampaignSaveRefusedTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private func makeUseCase() -> SaveCampaignUseCase {
        let photos = DirectoryPhotoStore(directory: directory.appending("photos"))
        let storage = JSONFileCampaignDocumentStorage(
            directory: directory.url, notices: NoticeBoard())
        return SaveCampaignUseCase(
            repository: DocumentCampaignsRepository(storage: storage), photoStore: photos,
            publisher: FilePosterPublisher(
                photoStore: photos, postersDirectory: directory.appending("posters"),
                encoding: .smallPNG),
            now: { CampaignFixtures.referenceDate })
    }

    private func draft(purpose: String) -> CampaignDraft {
        CampaignDraft(
            purpose: purpose, targetText: "1000",
            photo: .picked(bytes: TestImages.png(width: 4, height: 3), sourcePath: "/tmp/p.png"),
            templateID: TemplateID("pinkAngular_topCenter"), format: .square)
    }

    @Test func execute_storeHoldsAFutureSchema_leavesNoPhotoOrPosterBehind() async throws {
        let future = Data(
            #"{"document": [], "savedAt": "2030-01-01T00:00:00Z", "schemaVersion": 9}"#.utf8)
        try future.write(to: directory.appending("campaigns.json"))

        let error = await #expect(throws: CampaignsError.self) {
            try await makeUseCase().execute(
                SaveCampaignRequest(
                    draft: draft(purpose: "Дрон"), original: nil, overwritesPoster: false))
        }

        #expect(error?.message.contains("campaigns.json was written by a newer CleanApps") == true)
        #expect(directory.names(in: "photos").isEmpty)
        #expect(directory.names(in: "posters").isEmpty)
        #expect(try Data(contentsOf: directory.appending("campaigns.json")) == future)
    }

    @Test func execute_storeRefusesAfterAReplacedPoster_keepsThatPosterAndDropsThePhoto()
        async throws
    {
        let useCase = makeUseCase()
        let saved = try await useCase.execute(
            SaveCampaignRequest(
                draft: draft(purpose: "Дрон"), original: nil, overwritesPoster: false))
        let file = directory.appending("campaigns.json")
        let future = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
            of: #""schemaVersion" : 1"#, with: #""schemaVersion" : 9"#)
        try Data(future.utf8).write(to: file)
        var edit = CampaignDraft(campaign: saved.campaign)
        edit.photo = .picked(bytes: TestImages.png(width: 2, height: 2), sourcePath: "/x.png")

        await #expect(
            throws: CampaignsError.storageFailed(
                StoreError.newerSchema(file: file.path, found: 9, supported: 1).message)
        ) {
            try await useCase.execute(
                SaveCampaignRequest(draft: edit, original: saved.campaign, overwritesPoster: true))
        }

        #expect(directory.names(in: "photos") == [saved.campaign.photo.fileName])
        #expect(
            directory.names(in: "posters")
                == [PosterFileName.name(for: saved.campaign, format: .square)])
        #expect(try String(contentsOf: file, encoding: .utf8) == future)
    }
}
