import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

/// Each campaign owns its poster files.
@Suite struct CampaignPosterOwnershipTests {
    private let root: TemporaryDirectory
    private let publisher: FilePosterPublisher

    init() throws {
        root = try TemporaryDirectory()
        publisher = FilePosterPublisher(
            photoStore: InMemoryPhotoStore(
                files: [CampaignFixtures.photo.fileName: TestImages.png(width: 2, height: 2)]),
            postersDirectory: root.appending("posters"), encoding: .smallPNG)
    }

    /// The fixture campaign with `purpose`, `format` and an id starting with `prefix`.
    private func campaign(
        _ prefix: String, purpose: String = "Дрон", format: PosterFormat = .square
    )
        -> Campaign
    {
        var campaign = CampaignFixtures.campaign(purpose: purpose, format: format)
        campaign.id = UUID(uuidString: "\(prefix)0000-0000-0000-0000-000000000001") ?? UUID()
        return campaign
    }

    @Test func name_carriesTheShortIDAndTakesTheExtension() {
        let campaign = campaign("3f2a")

        #expect(PosterFileName.name(for: campaign, format: .story) == "dron-3f2a-story.png")
        #expect(
            PosterFileName.name(for: campaign, format: .square, fileExtension: "png")
                == "dron-3f2a-square.png")
    }

    @Test func publish_twoCampaignsWithTheSamePurpose_writeTwoFilesWithoutForce() async throws {
        let first = try await publisher.publish(
            campaign("aaaa"), to: .posterFolder, overwrite: false)
        let second = try await publisher.publish(
            campaign("bbbb"), to: .posterFolder, overwrite: false)

        #expect(first.path != second.path)
        #expect(!second.replacedFile)
        #expect(
            root.names(in: "posters").sorted() == ["dron-aaaa-square.png", "dron-bbbb-square.png"])
    }

    @Test func removePosters_afterEdits_leavesOnlyTheCurrentOneAndOthersUntouched() async throws {
        let original = campaign("aaaa", purpose: "Старий")
        let other = campaign("bbbb", purpose: "Старий")
        _ = try await publisher.publish(original, to: .posterFolder, overwrite: false)
        _ = try await publisher.publish(other, to: .posterFolder, overwrite: false)
        let png = root.appending(
            "posters/"
                + PosterFileName.name(
                    for: original, format: .square, fileExtension: "png"))
        try Foundation.Data("png".utf8).write(to: png)
        var edited = original
        edited.purpose = "Новий"
        edited.format = .story
        let kept = try await publisher.publish(edited, to: .posterFolder, overwrite: false)

        try await publisher.removePosters(of: original, keeping: kept)

        #expect(
            root.names(in: "posters").sorted() == [
                "novyi-aaaa-story.png", "staryi-bbbb-square.png",
            ])
    }

    @Test func removePosters_templateChangeKeepsTheSameName_keepsTheNewPoster() async throws {
        let original = campaign("aaaa")
        _ = try await publisher.publish(original, to: .posterFolder, overwrite: false)
        var edited = original
        edited.templateID = TemplateID("pinkAngular_topCenter")
        let kept = try await publisher.publish(edited, to: .posterFolder, overwrite: true)

        try await publisher.removePosters(of: original, keeping: kept)

        #expect(root.names(in: "posters") == ["dron-aaaa-square.png"])
        #expect(kept.replacedFile)
    }
}
