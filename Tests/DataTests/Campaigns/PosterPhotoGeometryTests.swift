import CampaignsDomain
import Testing

@testable import CampaignsData

@Suite struct PosterPhotoGeometryTests {
    /// A frame twice as wide as tall, centred on a square poster.
    private let wideFrame = PhotoFrame(
        centre: UnitPoint(x: 0.5, y: 0.5), width: 0.8, height: 0.4, shape: .rectangle)

    private func geometry(
        photoWidth: Double, photoHeight: Double, placement: PhotoPlacement = .identity
    ) -> PosterPhotoGeometry {
        PosterPhotoGeometry(
            frame: wideFrame, placement: placement, canvas: PosterCanvas(format: .square),
            photoWidth: photoWidth, photoHeight: photoHeight)
    }

    @Test func portraitInAWideFrame_keepsTheUpperThirdLineInView() {
        let shown = geometry(photoWidth: 3000, photoHeight: 4000)

        let frameTop = -shown.height / 2
        let upperThirdLine = shown.drawnY + shown.drawnHeight / 3
        #expect(shown.drawnY <= frameTop)
        #expect(upperThirdLine > frameTop && upperThirdLine < frameTop + shown.height)
        #expect(abs(upperThirdLine - 0) < 0.001, "the frame is centred on the upper-third line")
    }

    @Test func slightlyTallerPhoto_isCutFromItsTopNotAboveIt() {
        let shown = geometry(photoWidth: 2000, photoHeight: 1200)

        #expect(abs(shown.drawnY - -shown.height / 2) < 0.001)
    }

    @Test func landscapePhoto_staysCentred() {
        let shown = geometry(photoWidth: 4000, photoHeight: 1000)

        #expect(abs(shown.drawnY - -shown.drawnHeight / 2) < 0.001)
        #expect(abs(shown.drawnX - -shown.drawnWidth / 2) < 0.001)
    }

    @Test func visibleTop_neverPassesThePhotosBottom() {
        #expect(PosterPhotoGeometry.visibleTop(drawnHeight: 100, frameHeight: 100) == 0)
        #expect(PosterPhotoGeometry.visibleTop(drawnHeight: 150, frameHeight: 100) == 0)
        #expect(
            abs(PosterPhotoGeometry.visibleTop(drawnHeight: 400, frameHeight: 100) - 250.0 / 3)
                < 0.001)
        for height in stride(from: 100.0, through: 5000, by: 37) {
            let top = PosterPhotoGeometry.visibleTop(drawnHeight: height, frameHeight: 100)
            #expect(top >= 0 && top + 100 <= height + 0.000_1)
        }
    }

    @Test func zoomAndOffset_stillMoveThePhotoFromTheNewCrop() {
        let base = geometry(photoWidth: 3000, photoHeight: 4000)
        let moved = geometry(
            photoWidth: 3000, photoHeight: 4000,
            placement: PhotoPlacement(scale: 1, offsetX: 0, offsetY: 30))

        #expect(moved.drawnY > base.drawnY)
        #expect(abs(moved.drawnX - base.drawnX) < 0.001)
    }
}
