import CampaignsData
import CampaignsDomain
import CampaignsPresentation
import CampaignsTestSupport
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

/// `campaigns delete` keeps the store as it was; `campaigns undo` puts the
/// campaign back whole, photo included, and the start-up clean-up keeps that photo meanwhile.
@Suite struct CampaignDeleteUndoTests {
    private let root: TemporaryDirectory
    private let storage: JSONFileCampaignDocumentStorage
    private let repository: DocumentCampaignsRepository
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws {
        root = try TemporaryDirectory()
        storage = JSONFileCampaignDocumentStorage(directory: root.url, notices: NoticeBoard())
        repository = DocumentCampaignsRepository(storage: storage)
        try FileManager.default.createDirectory(
            at: root.appending("photos"), withIntermediateDirectories: true)
    }

    private var janitor: CampaignFilesJanitor {
        CampaignFilesJanitor(
            storage: storage, dataDirectory: root.url, photosDirectory: root.appending("photos"),
            postersDirectory: root.appending("posters"), now: { [now] in now })
    }

    /// Saves a campaign whose photo `NAME.png` exists, an hour old (past the janitor's age).
    private func savedCampaign(_ number: Int, photo: String) async throws -> Campaign {
        var campaign = CampaignFixtures.campaign(id: number, purpose: "Campaign \(number)")
        campaign.photo = CampaignPhoto(fileName: photo, format: .png, pixelWidth: 2, pixelHeight: 2)
        let url = root.appending("photos/\(photo)")
        try Foundation.Data([1, 2, 3]).write(to: url)
        try FileManager.default.setAttributes(
            [.modificationDate: now.addingTimeInterval(-3_600)], ofItemAtPath: url.path)
        try await repository.save(campaign)
        return campaign
    }

    @Test func delete_thenUndo_restoresTheCampaignAndItsPhoto() async throws {
        let kept = try await savedCampaign(1, photo: "kept.png")
        let deleted = try await savedCampaign(2, photo: "deleted.png")

        try await DeleteCampaignUseCase(repository: repository).execute(deleted)
        let swept = janitor.sweep()
        let restored = try await UndoCampaignDeleteUseCase(repository: repository).execute()

        #expect(swept.photos == 0)
        #expect(restored == [deleted])
        #expect(try await repository.campaigns() == [kept, deleted])
        #expect(root.names(in: "photos") == ["deleted.png", "kept.png"])
    }

    @Test func undo_keepsACampaignAddedAfterTheDelete() async throws {
        let deleted = try await savedCampaign(2, photo: "deleted.png")
        try await DeleteCampaignUseCase(repository: repository).execute(deleted)
        let added = try await savedCampaign(3, photo: "added.png")

        _ = try await UndoCampaignDeleteUseCase(repository: repository).execute()

        #expect(try await repository.campaigns() == [deleted, added])
    }

    @Test func undo_withNoBackup_throwsNothingToUndo() async throws {
        _ = try await savedCampaign(1, photo: "only.png")
        let before = try Foundation.Data(contentsOf: storage.fileURL)

        await #expect(throws: CampaignsError.nothingToUndo) {
            try await UndoCampaignDeleteUseCase(repository: repository).execute()
        }

        #expect(try await repository.deletedCampaigns() == nil)
        #expect(try Foundation.Data(contentsOf: storage.fileURL) == before)
    }

    @Test func fourDeletes_photoOfTheDroppedBackup_isRemovedAtTheNextStart() async throws {
        var campaigns: [Campaign] = []
        for index in 1...4 {
            campaigns.append(try await savedCampaign(index, photo: "c\(index).png"))
        }

        for campaign in campaigns {
            try await DeleteCampaignUseCase(repository: repository).execute(campaign)
        }
        let swept = janitor.sweep()

        #expect(swept.photos == 1)
        #expect(root.names(in: "photos") == ["c2.png", "c3.png", "c4.png"])
    }
}
