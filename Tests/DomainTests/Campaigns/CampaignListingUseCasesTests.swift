import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import Testing

@Suite struct CampaignListingUseCasesTests {
    @Test func listCampaigns_ordersByCreationTime() async throws {
        let newer = CampaignFixtures.campaign(id: 2)
        let older = CampaignFixtures.campaign(id: 1)
        let useCase = ListCampaignsUseCase(repository: InMemoryCampaignsRepository([newer, older]))

        let campaigns = try await useCase.execute()

        #expect(campaigns.map(\.id) == [older.id, newer.id])
    }

    @Test func deleteCampaign_thenUndo_putsTheCampaignBack() async throws {
        let campaign = CampaignFixtures.campaign()
        let repository = InMemoryCampaignsRepository([campaign])

        try await DeleteCampaignUseCase(repository: repository).execute(campaign)
        let afterDelete = await repository.stored
        let restored = try await UndoCampaignDeleteUseCase(repository: repository).execute()

        #expect(afterDelete.isEmpty)
        #expect(restored == [campaign])
        #expect(await repository.stored == [campaign])
    }

    @Test func undoDelete_withoutDelete_throwsNothingToUndo() async {
        let useCase = UndoCampaignDeleteUseCase(
            repository: InMemoryCampaignsRepository([CampaignFixtures.campaign()]))

        await #expect(throws: CampaignsError.nothingToUndo) { try await useCase.execute() }
    }

    @Test func deleteCampaign_missing_throwsNotFound() async {
        let useCase = DeleteCampaignUseCase(repository: InMemoryCampaignsRepository())

        await #expect(throws: CampaignsError.campaignNotFound) {
            try await useCase.execute(CampaignFixtures.campaign())
        }
    }

    @Test func loadPhoto_existingFile_isPicked() async {
        let bytes = TestImages.png(width: 3, height: 3)
        let useCase = LoadPhotoUseCase(reader: PhotoFileReaderStub(files: ["/p.png": bytes]))

        let photo = await useCase.execute(path: " /p.png ")

        #expect(photo == .picked(bytes: bytes, sourcePath: "/p.png"))
    }

    @Test func loadPhoto_missingOrBlankPath_isUnreadableWithReason() async {
        let useCase = LoadPhotoUseCase(reader: PhotoFileReaderStub(files: [:]))

        let missing = await useCase.execute(path: "/nope.png")
        let blank = await useCase.execute(path: "  ")

        #expect(
            missing
                == .unreadable(
                    sourcePath: "/nope.png",
                    message: "There is no file at /nope.png; check the path and try again."))
        #expect(
            blank == .unreadable(sourcePath: "  ", message: "Enter the path of a PNG or JPEG file.")
        )
    }
}
