import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore

/// Where the photo goes, in canvas pixels, for both poster writers: the frame's centre, size
/// and rotation, and the rectangle the photo is drawn in (relative to the frame centre).
///
/// The photo first fills the frame (like "aspect fill"), is then scaled by the placement's
/// scale around the frame centre and moved by its offsets (points of the 300×300 reference,
/// rescaled to the canvas width, as the original does), inside the rotated frame.
///
/// A photo taller than its frame is not cut around its centre but around the line a third
/// of the way down (``upperThird``), held inside the photo: people's heads sit there, and a
/// centre crop of a portrait into a wide frame kept only the chin. Offsets move it from there.
struct PosterPhotoGeometry: Equatable {
    let centreX: Double
    let centreY: Double
    let width: Double
    let height: Double
    let rotation: Double
    let drawnX: Double
    let drawnY: Double
    let drawnWidth: Double
    let drawnHeight: Double

    init(
        frame: PhotoFrame, placement: PhotoPlacement, canvas: PosterCanvas, photoWidth: Double,
        photoHeight: Double
    ) {
        width = frame.width * canvas.unit
        height = frame.fillsHeight ? canvas.height : frame.height * canvas.unit
        centreX = canvas.x(frame.centre)
        centreY = frame.fillsHeight ? canvas.height / 2 : canvas.y(frame.centre)
        rotation = frame.rotation
        let fill = max(width / max(photoWidth, 1), height / max(photoHeight, 1))
        let filledHeight = photoHeight * fill
        // NB: the photo's centre below the frame's centre once filled; the scale then grows
        // the photo around the frame's centre, so the shift grows with it.
        let shift =
            filledHeight / 2 - Self.visibleTop(drawnHeight: filledHeight, frameHeight: height)
            - height / 2
        drawnWidth = photoWidth * fill * placement.scale
        drawnHeight = filledHeight * placement.scale
        let offset = placement.offset(onCanvasWidth: canvas.width)
        drawnX = -drawnWidth / 2 + offset.x
        drawnY = shift * placement.scale - drawnHeight / 2 + offset.y
    }

    /// The pixels the photo covers on a poster drawn at `pixelsPerUnit`: the frame's size times
    /// the zoom, rounded up. Both writers ask the photo loader for this box.
    static func coveredBox(
        frame: PhotoFrame, placement: PhotoPlacement, canvas: PosterCanvas, pixelsPerUnit: Double
    ) -> (width: Int, height: Int) {
        let shown = PosterPhotoGeometry(
            frame: frame, placement: placement, canvas: canvas, photoWidth: 1, photoHeight: 1)
        let zoom = pixelsPerUnit * placement.scale
        return (Int((shown.width * zoom).rounded(.up)), Int((shown.height * zoom).rounded(.up)))
    }

    /// Where the crop keeps its middle in a photo taller than the frame, as a share of the
    /// photo's height from its top.
    static let upperThird = 1.0 / 3

    /// How far below the top of a photo filling the frame the frame's top edge falls: the frame
    /// centred on the ``upperThird`` line, but never past the photo's top or bottom (a photo
    /// no taller than the frame stays centred).
    static func visibleTop(drawnHeight: Double, frameHeight: Double) -> Double {
        let excess = max(drawnHeight - frameHeight, 0)
        return min(max(drawnHeight * upperThird - frameHeight / 2, 0), excess)
    }

    /// The hexagon's corners around the origin: points at the left and right.
    static func hexagon(halfWidth: Double, halfHeight: Double) -> [(Double, Double)] {
        let quarter = halfWidth / 2
        return [
            (-halfWidth, 0), (-quarter, -halfHeight), (quarter, -halfHeight), (halfWidth, 0),
            (quarter, halfHeight), (-quarter, halfHeight),
        ]
    }
}
