import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsTestSupport
import Testing

@Suite struct CampaignTests {
    @Test func progress_withTargetAndDetails_isCollectedShare() {
        let campaign = CampaignFixtures.campaign(
            target: Hryvnias(hryvnias: 1000),
            jarDetails: CampaignFixtures.jarDetails(collected: 25_000))

        #expect(campaign.progress == 0.25)
        #expect(!campaign.hasReachedTarget)
        #expect(!campaign.isFinished)
    }

    @Test func progress_withoutTargetOrDetails_isNil() {
        let noTarget = CampaignFixtures.campaign(
            target: nil, jarDetails: CampaignFixtures.jarDetails(collected: 1))
        let noDetails = CampaignFixtures.campaign(target: Hryvnias(hryvnias: 5))

        #expect(noTarget.progress == nil)
        #expect(noDetails.progress == nil)
        #expect(!noTarget.isFinished)
    }

    @Test func progress_overTarget_isClampedAndFinished() {
        let campaign = CampaignFixtures.campaign(
            target: Hryvnias(hryvnias: 10),
            jarDetails: CampaignFixtures.jarDetails(collected: 1_400))

        #expect(campaign.progress == 1)
        #expect(campaign.hasReachedTarget)
        #expect(campaign.isFinished)
    }

    @Test func isJarClosed_statusNotActive_finishes() {
        let campaign = CampaignFixtures.campaign(
            jarDetails: CampaignFixtures.jarDetails(collected: 10, status: "CLOSED"))

        #expect(campaign.isJarClosed)
        #expect(campaign.isFinished)
    }

    @Test func placement_outOfRange_isClamped() {
        let placement = PhotoPlacement(scale: 50, offsetX: -3_000, offsetY: .nan)

        #expect(placement == PhotoPlacement(scale: 10, offsetX: -300, offsetY: 0))
        #expect(PhotoPlacement(scale: 0, offsetX: 0, offsetY: 0).scale == 0.1)
    }

    @Test func placementOffset_onA1080UnitCanvas_isRescaledFromThe300PointReference() {
        let placement = PhotoPlacement(scale: 1.3, offsetX: 20, offsetY: -15)

        let offset = placement.offset(onCanvasWidth: 1_080)

        #expect(offset.x == 72)
        #expect(offset.y == -54)
    }

    @Test func posterFormat_sizes_areThePixelsOfTheOriginalAtScale2() {
        let sizes = PosterFormat.allCases.map { "\($0.width)x\($0.height)" }

        #expect(sizes == ["2160x2160", "2160x2700", "2160x3840"])
    }

    @Test func posterFormat_label_saysThePixelSize() {
        let labels = PosterFormat.allCases.map(\.label)

        #expect(labels == ["square 2160×2160", "portrait 2160×2700", "story 2160×3840"])
    }
}
