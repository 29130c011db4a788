import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore

/// Where the photo goes, in canvas pixels, for both poster writers: the frame's centre, size
/// and rotation, and the rectangle the photo is drawn in (relative to the frame centre).
///
/// The photo first fills the frame (like "aspect fill"), is then scaled by the placement's
/// scale around the frame centre and moved by its offsets (points of the 300×300 reference,
/// rescaled to the canvas width, as the original does), inside the rotated frame.
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
        drawnWidth = photoWidth * fill * placement.scale
        drawnHeight = photoHeight * fill * placement.scale
        let offset = placement.offset(onCanvasWidth: canvas.width)
        drawnX = -drawnWidth / 2 + offset.x
        drawnY = -drawnHeight / 2 + offset.y
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
