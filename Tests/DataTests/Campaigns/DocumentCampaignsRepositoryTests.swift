import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Testing

@Suite struct DocumentCampaignsRepositoryTests {
    @Test func save_thenCampaigns_roundTrips() async throws {
        let storage = InMemoryCampaignDocumentStorage()
        let repository = DocumentCampaignsRepository(storage: storage)
        let first = CampaignFixtures.campaign(id: 1)
        var second = CampaignFixtures.campaign(id: 2)

        try await repository.save(first)
        try await repository.save(second)
        second.purpose = "Змінено"
        try await repository.save(second)

        #expect(try await repository.campaigns() == [first, second])
    }

    @Test func concurrentSaves_loseNothing() async throws {
        let storage = InMemoryCampaignDocumentStorage()
        let repository = DocumentCampaignsRepository(storage: storage)

        await withTaskGroup(of: Void.self) { group in
            for number in 1...20 {
                group.addTask { try? await repository.save(CampaignFixtures.campaign(id: number)) }
            }
        }

        #expect(try await repository.campaigns().count == 20)
        #expect(storage.writeCount == 20)
    }

    @Test func unreadableRecord_isKeptThroughWrites() async throws {
        var broken = CampaignDTO(CampaignFixtures.campaign(id: 9))
        broken.posterFormat = "from-the-future"
        let storage = InMemoryCampaignDocumentStorage([broken])
        let repository = DocumentCampaignsRepository(storage: storage)

        try await repository.save(CampaignFixtures.campaign(id: 1))

        #expect(try await repository.campaigns().map(\.id) == [CampaignFixtures.id(1)])
        #expect(storage.current.first == broken)
    }

    @Test func delete_missing_throwsNotFound() async {
        let repository = DocumentCampaignsRepository(storage: InMemoryCampaignDocumentStorage())

        await #expect(throws: CampaignsError.campaignNotFound) {
            try await repository.delete(id: CampaignFixtures.id(1))
        }
    }

    @Test func recordJarDetails_updatesOnlyTheirCampaigns() async throws {
        let storage = InMemoryCampaignDocumentStorage()
        let repository = DocumentCampaignsRepository(storage: storage)
        let first = CampaignFixtures.campaign(id: 1)
        let second = CampaignFixtures.campaign(id: 2)
        try await repository.save(first)
        try await repository.save(second)
        let details = CampaignFixtures.jarDetails(collected: 500)

        try await repository.recordJarDetails([second.id: details, CampaignFixtures.id(3): details])

        #expect(try await repository.campaigns().map(\.jarDetails) == [nil, details])
    }
}
