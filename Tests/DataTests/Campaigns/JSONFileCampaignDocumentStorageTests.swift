import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

@Suite struct JSONFileCampaignDocumentStorageTests {
    private let folder: TemporaryDirectory
    private let notices = NoticeBoard()

    init() throws {
        folder = try TemporaryDirectory()
    }

    private func makeRepository() -> DocumentCampaignsRepository {
        DocumentCampaignsRepository(storage: makeStorage())
    }

    private func makeStorage() -> JSONFileCampaignDocumentStorage {
        JSONFileCampaignDocumentStorage(
            directory: folder.url, notices: notices, now: { CampaignFixtures.referenceDate })
    }

    private var fileURL: URL { folder.appending("campaigns.json") }

    @Test func save_thenANewRepository_readsEveryFieldBack() async throws {
        let campaign = CampaignFixtures.campaign(
            id: 1, purpose: "Дрон <для> \"47\" & 🚁", target: Hryvnias(kopecks: 250_050),
            jarLink: CampaignFixtures.monobankLink("7qGfg3jWE9"), format: .story,
            jarDetails: CampaignFixtures.jarDetails(collected: 4242, status: "CLOSED", goal: 9),
            placement: PhotoPlacement(scale: 1.5, offsetX: -0.25, offsetY: 0.5))

        try await makeRepository().save(campaign)
        try await makeRepository().save(CampaignFixtures.campaign(id: 2))

        #expect(
            try await makeRepository().campaigns() == [campaign, CampaignFixtures.campaign(id: 2)])
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: fileURL))
        let envelope = try #require(file as? [String: Any])
        #expect(envelope["schemaVersion"] as? Int == 1)
        #expect((envelope["document"] as? [Any])?.count == 2)
    }

    @Test func missingFile_givesNoCampaigns() async throws {
        #expect(try await makeRepository().campaigns().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: fileURL.path))
    }

    @Test func corruptFile_isMovedAsideWithANoticeAndSavingStartsAfresh() async throws {
        try Data(#"{"document": [{"id": "trunc"#.utf8).write(to: fileURL)
        let repository = makeRepository()

        let loaded = try await repository.campaigns()
        try await repository.save(CampaignFixtures.campaign(id: 1))

        #expect(loaded.isEmpty)
        let names = folder.names()
        #expect(names.contains { $0.hasPrefix("campaigns.json.corrupt-") })
        #expect(notices.drain().contains { $0.contains("campaigns.json") })
        #expect(try await makeRepository().campaigns().map(\.id) == [CampaignFixtures.id(1)])
    }

    @Test func newerSchemaFile_isNeverOverwritten() async throws {
        let newer =
            #"{"document": {"future": true}, "savedAt": "2030-01-01T00:00:00Z", "schemaVersion": 9}"#
        try Data(newer.utf8).write(to: fileURL)
        let repository = makeRepository()

        let loaded = try await repository.campaigns()

        #expect(loaded.isEmpty)
        let error = await #expect(throws: CampaignsError.self) {
            try await repository.save(CampaignFixtures.campaign(id: 1))
        }
        #expect(
            error?.message.hasPrefix("\(fileURL.path) was written by a newer CleanApps") == true)
        #expect(try String(contentsOf: fileURL, encoding: .utf8) == newer)
        #expect(notices.drain().contains { $0.contains("newer CleanApps") })
    }

    @Test func update_rereadsTheFileSoAnotherWritersChangeIsKept() async throws {
        let first = makeStorage()
        let second = makeStorage()
        let seenByFirst = try await first.loadCampaigns()

        try await second.updateCampaigns {
            $0.append(CampaignDTO(CampaignFixtures.campaign(id: 2)))
        }
        try await first.updateCampaigns { $0.append(CampaignDTO(CampaignFixtures.campaign(id: 1))) }

        #expect(seenByFirst.isEmpty)
        #expect(
            try await makeStorage().loadCampaigns().map(\.id) == [
                CampaignFixtures.id(2).uuidString, CampaignFixtures.id(1).uuidString,
            ])
    }
}
