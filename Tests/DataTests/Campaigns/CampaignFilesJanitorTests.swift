import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

/// Leftovers of interrupted saves are removed at start-up.
@Suite struct CampaignFilesJanitorTests {
    private let root: TemporaryDirectory
    private let now = Date(timeIntervalSince1970: 1_800_000_000)
    private let storage: JSONFileCampaignDocumentStorage

    init() throws {
        root = try TemporaryDirectory()
        storage = JSONFileCampaignDocumentStorage(directory: root.url, notices: NoticeBoard())
        for folder in ["photos", "posters"] {
            try FileManager.default.createDirectory(
                at: root.appending(folder), withIntermediateDirectories: true)
        }
    }

    private var janitor: CampaignFilesJanitor {
        CampaignFilesJanitor(
            storage: storage, dataDirectory: root.url, photosDirectory: root.appending("photos"),
            postersDirectory: root.appending("posters"), now: { [now] in now })
    }

    /// Writes a file at `path` last modified `age` seconds before `now`.
    private func file(_ path: String, age: TimeInterval) throws {
        let url = root.appending(path)
        try Foundation.Data("x".utf8).write(to: url)
        try FileManager.default.setAttributes(
            [.modificationDate: now.addingTimeInterval(-age)], ofItemAtPath: url.path)
    }

    /// Stores one campaign whose photo is `photo`.
    private func storeCampaign(photo: String) async throws {
        var campaign = CampaignFixtures.campaign()
        campaign.photo = CampaignPhoto(fileName: photo, format: .png, pixelWidth: 2, pixelHeight: 2)
        let dto = CampaignDTO(campaign)
        try await storage.updateCampaigns { $0 = [dto] }
    }

    @Test func sweep_oldLeftovers_areRemovedAndEverythingElseKept() async throws {
        try await storeCampaign(photo: "kept.png")
        try file("photos/kept.png", age: 3_600)
        try file("photos/orphan.png", age: 601)
        try file("photos/young.png", age: 30)
        try file("photos/.orphan.png.tmp-1", age: 601)
        try file("posters/.a-0000-square.svg.tmp-2", age: 900)
        try file(".campaigns.json.tmp-3", age: 700)
        try file("photos/.young.png.tmp-4", age: 10)

        let report = janitor.sweep()

        #expect(report.temporaryFiles == 3)
        #expect(report.photos == 1)
        #expect(root.names(in: "photos") == [".young.png.tmp-4", "kept.png", "young.png"])
        #expect(root.names(in: "posters").isEmpty)
    }

    @Test func sweep_damagedStore_removesNothing() throws {
        try Foundation.Data("{not json".utf8).write(to: storage.fileURL)
        try file("photos/orphan.png", age: 3_600)
        try file("photos/.orphan.png.tmp-1", age: 3_600)

        let report = janitor.sweep()

        #expect(report.temporaryFiles == 0)
        #expect(report.photos == 0)
        #expect(root.names(in: "photos") == [".orphan.png.tmp-1", "orphan.png"])
    }

    @Test func sweep_storeMovedAside_keepsPhotos() throws {
        try Foundation.Data("{}".utf8).write(to: root.appending("campaigns.json.corrupt-20260101"))
        try file("photos/orphan.png", age: 3_600)

        _ = janitor.sweep()

        #expect(root.names(in: "photos") == ["orphan.png"])
    }

    @Test func sweep_noStoreYet_removesOldOrphans() throws {
        try file("photos/orphan.png", age: 3_600)

        let report = janitor.sweep()

        #expect(report.photos == 1)
        #expect(root.names(in: "photos").isEmpty)
    }
}
