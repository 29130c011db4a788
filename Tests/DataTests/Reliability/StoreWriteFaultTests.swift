import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryTestSupport
import Foundation
import GiveawaysDomain
import GiveawaysTestSupport
import MarketingDomain
import Testing
import WaterDomain
import WaterTestSupport

@testable import CampaignsData
@testable import CleanAppsDataCore
@testable import DirectoryData
@testable import GiveawaysData
@testable import MarketingData
@testable import WaterData

/// Every store on a full disk and in a read-only folder (injected at the file-system seam,
/// ``WriteFault``): the save fails with one clear sentence naming the file and the reason,
/// the old file stays byte for byte, what the store reads is unchanged, and no temporary
/// file is left behind.
@Suite struct StoreWriteFaultTests {
    static let faults: [(WriteFault, String)] = [
        (.diskFull, "no space left on device"), (.readOnly, "read-only file system"),
    ]
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    private let directory: TemporaryDirectory
    private let notices = NoticeBoard()

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test(arguments: faults)
    func giveawayFavorites_saveFails_keepsTheOldFile(fault: WriteFault, reason: String)
        async throws
    {
        let repository = StoredFavoritesRepository(
            directory: directory.url, notices: notices, now: { Self.now })
        try await repository.add(.sample(id: 1))
        let before = try snapshot()

        let error = await #expect(throws: GiveawaysError.self) {
            try await WriteFault.$current.withValue(fault) {
                try await repository.add(.sample(id: 2))
            }
        }

        expectClearMessage(error?.message ?? "", reason, "favorites.json")
        #expect(try snapshot() == before)
        #expect(try await repository.favorites().map(\.id) == [1])
    }

    @Test(arguments: faults)
    func campaignPhoto_copyFails_namesTheFolderAndReasonAndLeavesNoFile(
        fault: WriteFault, reason: String
    ) async throws {
        let photos = directory.url.appendingPathComponent("photos")
        let store = DirectoryPhotoStore(directory: photos)
        let png = TestImages.png(width: 4, height: 3)
        let header = try ImageHeaderReader.read(png).get()

        let error = await #expect(throws: CampaignsError.self) {
            try await WriteFault.$current.withValue(fault) {
                _ = try await store.storePhoto(png, header: header)
            }
        }

        expectClearMessage(error?.message ?? "", reason, photos.path)
        #expect(directory.names(in: "photos").isEmpty)
    }

    @Test(arguments: faults)
    func campaigns_saveFails_keepsTheOldFile(fault: WriteFault, reason: String) async throws {
        let storage = JSONFileCampaignDocumentStorage(
            directory: directory.url, notices: notices, now: { Self.now })
        let repository = DocumentCampaignsRepository(storage: storage)
        try await repository.save(CampaignFixtures.campaign(id: 1))
        let before = try snapshot()

        let error = await #expect(throws: CampaignsError.self) {
            try await WriteFault.$current.withValue(fault) {
                try await repository.save(CampaignFixtures.campaign(id: 2))
            }
        }
        expectClearMessage(error?.message ?? "", reason, "campaigns.json")
        let storeError = await #expect(throws: StoreError.self) {
            try await WriteFault.$current.withValue(fault) {
                try await storage.updateCampaigns { $0.removeAll() }
            }
        }

        expectClearMessage(storeError?.message ?? "", reason, "campaigns.json")
        #expect(try snapshot() == before)
        #expect(try await repository.campaigns() == [CampaignFixtures.campaign(id: 1)])
    }

    @Test(arguments: faults)
    func water_cleanFails_keepsTheOldFile(fault: WriteFault, reason: String) async throws {
        let client = StoredWaterSourcesClient(
            directory: directory.url, notices: notices, now: { Self.now },
            startingSources: { [.sample(id: "a"), .sample(id: "b")] })
        try await client.save(.sample(id: "a", boiled: 100))
        let stored = try await client.load()
        let before = try snapshot()

        let error = await #expect(throws: WaterError.self) {
            try await WriteFault.$current.withValue(fault) {
                try await CleanWaterSourceUseCase(sources: client).execute(id: "b", step: .all)
            }
        }

        expectClearMessage(error?.message ?? "", reason, "water.json")
        #expect(try snapshot() == before)
        #expect(try await client.load() == stored)
    }

    @Test(arguments: faults)
    func directory_favoriteFails_keepsTheOldFiles(fault: WriteFault, reason: String)
        async throws
    {
        let repository = StoredDirectoryRepository(
            directory: directory.url, notices: notices, now: { Self.now })
        try await repository.saveDirectory(DirectorySamples.directory(favorites: ["홍길동"]))
        let before = try snapshot()

        let error = await #expect(throws: DirectoryError.self) {
            try await WriteFault.$current.withValue(fault) {
                try await repository.setFavorite(true, for: PersonID(rawValue: "이순신"))
            }
        }

        expectClearMessage(error?.message ?? "", reason, "directory")
        #expect(try snapshot() == before)
        #expect(try await repository.loadDirectory()?.favoriteIDs == [PersonID(rawValue: "홍길동")])
    }

    @Test(arguments: faults)
    func directory_firstImportFails_leavesNoFileBehind(fault: WriteFault, reason: String)
        async throws
    {
        let repository = StoredDirectoryRepository(
            directory: directory.url, notices: notices, now: { Self.now })

        let error = await #expect(throws: DirectoryError.self) {
            try await WriteFault.$current.withValue(fault) {
                try await repository.replaceDirectory { _ in (DirectorySamples.directory(), ()) }
            }
        }

        expectClearMessage(error?.message ?? "", reason, "directory")
        #expect(!directory.names().contains { $0 == "directory.json" || $0.contains(".tmp-") })
        #expect(try await repository.loadDirectory() == nil)
    }

    @Test(arguments: faults)
    func marketingSelection_saveFails_postsOneNoticeAndKeepsTheOldFile(
        fault: WriteFault, reason: String
    ) throws {
        let progress = StoredMarketingProgress(
            directory: directory.url, notices: notices, now: { Self.now })
        let saved = MarketingProgress(targetNames: ["Location"])
        progress.save(saved)
        let before = try snapshot()

        WriteFault.$current.withValue(fault) {
            progress.save(MarketingProgress(targetNames: ["Age", "Keywords"]))
        }

        let posted = notices.drain()
        #expect(posted.count == 1)
        expectClearMessage(posted.first ?? "", reason, "marketing-selection.json")
        #expect(try snapshot() == before)
        #expect(progress.load() == saved)
    }

    /// Every file in the data folder with its bytes (lock files included, as they are).
    private func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in directory.names() {
            files[name] = try Data(contentsOf: directory.appending(name))
        }
        return files
    }

    /// One line naming the file and the reason.
    private func expectClearMessage(
        _ message: String, _ reason: String, _ file: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(message.contains(reason), "\(message)", sourceLocation: sourceLocation)
        #expect(message.contains(file), "\(message)", sourceLocation: sourceLocation)
        #expect(!message.contains("\n"), sourceLocation: sourceLocation)
    }
}
