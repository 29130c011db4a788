import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import Testing

@Suite struct SaveCampaignUseCaseTests {
    private let now = CampaignFixtures.referenceDate.addingTimeInterval(3600)

    private func makeUseCase(
        repository: InMemoryCampaignsRepository, photos: InMemoryPhotoStore,
        publisher: PosterPublisherSpy
    ) -> SaveCampaignUseCase {
        let now = now
        return SaveCampaignUseCase(
            repository: repository, photoStore: photos, publisher: publisher, now: { now },
            makeID: { CampaignFixtures.id(99) })
    }

    private func newDraft() -> CampaignDraft {
        CampaignDraft(
            purpose: " Дрон ", targetText: "50 000",
            jarLinkText: "https://send.monobank.ua/jar/abc",
            photo: .picked(bytes: TestImages.png(width: 4, height: 3), sourcePath: "/tmp/p.png"),
            templateID: TemplateID("pinkAngular_topCenter"), format: .story)
    }

    @Test func execute_newCampaign_keepsPhotoWritesPosterThenStores() async throws {
        let repository = InMemoryCampaignsRepository()
        let photos = InMemoryPhotoStore()
        let publisher = PosterPublisherSpy { _, _, _ in "/posters/dron-story.svg" }
        let useCase = makeUseCase(repository: repository, photos: photos, publisher: publisher)

        let saved = try await useCase.execute(
            SaveCampaignRequest(draft: newDraft(), original: nil, overwritesPoster: false))

        #expect(saved.posterPath == "/posters/dron-story.svg")
        #expect(saved.campaign.id == CampaignFixtures.id(99))
        #expect(saved.campaign.purpose == "Дрон")
        #expect(saved.campaign.target == Hryvnias(hryvnias: 50_000))
        #expect(saved.campaign.photo.pixelWidth == 4)
        #expect(saved.campaign.createdAt == now)
        #expect(await photos.files.count == 1)
        #expect(publisher.calls.map(\.destination) == [.posterFolder])
        #expect(publisher.calls.map(\.overwrite) == [false])
        #expect(await repository.stored == [saved.campaign])
    }

    @Test func execute_edit_removesTheOriginalsOldPostersKeepingTheNewOne() async throws {
        let original = CampaignFixtures.campaign(purpose: "Старий")
        let repository = InMemoryCampaignsRepository([original])
        let publisher = PosterPublisherSpy { _, _, _ in "/posters/novyi-0000-square.svg" }
        let useCase = makeUseCase(
            repository: repository, photos: InMemoryPhotoStore(), publisher: publisher)
        var draft = CampaignDraft(campaign: original)
        draft.purpose = "Новий"

        _ = try await useCase.execute(
            SaveCampaignRequest(draft: draft, original: original, overwritesPoster: false))

        #expect(publisher.removedPostersOf == [original])
    }

    @Test func execute_newCampaign_removesNoPosters() async throws {
        let publisher = PosterPublisherSpy { _, _, _ in "/posters/dron-story.svg" }
        let useCase = makeUseCase(
            repository: InMemoryCampaignsRepository(), photos: InMemoryPhotoStore(),
            publisher: publisher)

        _ = try await useCase.execute(
            SaveCampaignRequest(draft: newDraft(), original: nil, overwritesPoster: false))

        #expect(publisher.removedPostersOf.isEmpty)
    }

    @Test func execute_invalidDraft_storesNothing() async {
        let repository = InMemoryCampaignsRepository()
        let useCase = makeUseCase(
            repository: repository, photos: InMemoryPhotoStore(), publisher: PosterPublisherSpy())
        let draft = CampaignDraft(purpose: "", targetText: "-1")

        await #expect(throws: CampaignsError.self) {
            try await useCase.execute(
                SaveCampaignRequest(draft: draft, original: nil, overwritesPoster: false))
        }
        #expect(await repository.stored.isEmpty)
    }

    @Test func execute_unchangedEdit_isRefused() async {
        let original = CampaignFixtures.campaign()
        let useCase = makeUseCase(
            repository: InMemoryCampaignsRepository([original]), photos: InMemoryPhotoStore(),
            publisher: PosterPublisherSpy())

        await #expect(throws: CampaignsError.nothingChanged) {
            try await useCase.execute(
                SaveCampaignRequest(
                    draft: CampaignDraft(campaign: original), original: original,
                    overwritesPoster: false))
        }
    }

    @Test func execute_posterExists_doesNotStore() async {
        let repository = InMemoryCampaignsRepository()
        let publisher = PosterPublisherSpy { _, _, _ in
            throw CampaignsError.posterExists(path: "/p.svg")
        }
        let useCase = makeUseCase(
            repository: repository, photos: InMemoryPhotoStore(), publisher: publisher)

        await #expect(throws: CampaignsError.posterExists(path: "/p.svg")) {
            try await useCase.execute(
                SaveCampaignRequest(draft: newDraft(), original: nil, overwritesPoster: false))
        }
        #expect(await repository.stored.isEmpty)
    }

    @Test func execute_repositoryFails_withdrawsThePosterAndRemovesThePhotoCopy() async {
        let repository = InMemoryCampaignsRepository(failing: true)
        let photos = InMemoryPhotoStore()
        let publisher = PosterPublisherSpy { _, _, _ in "/posters/dron-story.svg" }
        let useCase = makeUseCase(repository: repository, photos: photos, publisher: publisher)

        await #expect(throws: CampaignsError.storageFailed()) {
            try await useCase.execute(
                SaveCampaignRequest(draft: newDraft(), original: nil, overwritesPoster: false))
        }

        #expect(
            publisher.withdrawn
                == [PublishedPoster(path: "/posters/dron-story.svg", replacedFile: false)])
        #expect(await photos.files.isEmpty)
        #expect(await photos.removed.count == 1)
    }

    @Test func execute_posterFails_removesThePhotoCopy() async {
        let photos = InMemoryPhotoStore()
        let publisher = PosterPublisherSpy { _, _, _ in
            throw CampaignsError.posterNotWritten(path: "/p.svg")
        }
        let useCase = makeUseCase(
            repository: InMemoryCampaignsRepository(), photos: photos, publisher: publisher)

        await #expect(throws: CampaignsError.posterNotWritten(path: "/p.svg")) {
            try await useCase.execute(
                SaveCampaignRequest(draft: newDraft(), original: nil, overwritesPoster: false))
        }

        #expect(publisher.withdrawn.isEmpty)
        #expect(await photos.files.isEmpty)
    }

    @Test func execute_editSameLink_keepsJarDetailsAndCreationTime() async throws {
        let original = CampaignFixtures.campaign(
            jarLink: CampaignFixtures.monobankLink("abc"),
            jarDetails: CampaignFixtures.jarDetails(collected: 700))
        var draft = CampaignDraft(campaign: original)
        draft.purpose = "Нова ціль"
        let useCase = makeUseCase(
            repository: InMemoryCampaignsRepository([original]), photos: InMemoryPhotoStore(),
            publisher: PosterPublisherSpy { _, _, _ in "/p.svg" })

        let saved = try await useCase.execute(
            SaveCampaignRequest(draft: draft, original: original, overwritesPoster: true))

        #expect(saved.campaign.id == original.id)
        #expect(saved.campaign.jarDetails == original.jarDetails)
        #expect(saved.campaign.createdAt == original.createdAt)
        #expect(saved.campaign.updatedAt == now)
    }

    @Test func execute_editNewLinkAndPhoto_dropsDetailsAndOldPhoto() async throws {
        let original = CampaignFixtures.campaign(
            jarLink: CampaignFixtures.monobankLink("abc"),
            jarDetails: CampaignFixtures.jarDetails(collected: 700))
        var draft = CampaignDraft(campaign: original)
        draft.jarLinkText = "https://send.monobank.ua/jar/other"
        draft.photo = .picked(bytes: TestImages.png(width: 2, height: 2), sourcePath: "/x.png")
        let photos = InMemoryPhotoStore()
        let useCase = makeUseCase(
            repository: InMemoryCampaignsRepository([original]), photos: photos,
            publisher: PosterPublisherSpy { _, _, _ in "/p.svg" })

        let saved = try await useCase.execute(
            SaveCampaignRequest(draft: draft, original: original, overwritesPoster: true))

        #expect(saved.campaign.jarDetails == nil)
        #expect(saved.campaign.jarLink?.monobankJarID == "other")
        #expect(await photos.removed == [original.photo])
    }
}
