import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import ImagingKit

/// What a poster shows of its photo: the pixel box the photo's frame covers on the poster
/// (the photo must cover it), and, once the photo's size is known, the region of the photo
/// inside the frame, with a margin for smoothing. A loader decodes only that region.
///
/// A photo much longer than its frame (1666×30000 in a square frame) shows a band of about
/// its width: that band is all a loader needs to decode and keep.
public struct PosterPhotoCrop: Sendable {
    /// The pixels the frame covers on the poster, the zoom included: the photo is drawn at
    /// least this large.
    public let box: (width: Int, height: Int)
    private let frame: PhotoFrame
    private let placement: PhotoPlacement
    private let canvas: PosterCanvas
    private let pixelsPerUnit: Double

    /// Poster pixels kept beyond the frame's edges, so a resampler's and the painter's filters
    /// near an edge see the same neighbours as over the whole photo.
    static let margin = 4.0

    init(frame: PhotoFrame, placement: PhotoPlacement, canvas: PosterCanvas, pixelsPerUnit: Double)
    {
        self.frame = frame
        self.placement = placement
        self.canvas = canvas
        self.pixelsPerUnit = pixelsPerUnit
        box = PosterPhotoGeometry.coveredBox(
            frame: frame, placement: placement, canvas: canvas, pixelsPerUnit: pixelsPerUnit)
    }

    /// The region of an upright `photoWidth` × `photoHeight` photo the frame shows, in its
    /// pixels, widened by ``margin`` poster pixels (at least two photo pixels) on each side.
    public func region(photoWidth: Int, photoHeight: Int) -> ImageRegion {
        let geometry = PosterPhotoGeometry(
            frame: frame, placement: placement, canvas: canvas, photoWidth: Double(photoWidth),
            photoHeight: Double(photoHeight))
        let columns = Self.shown(
            count: photoWidth, from: geometry.drawnX,
            step: geometry.drawnWidth / Double(max(photoWidth, 1)), frame: geometry.width,
            pixelsPerUnit: pixelsPerUnit)
        let rows = Self.shown(
            count: photoHeight, from: geometry.drawnY,
            step: geometry.drawnHeight / Double(max(photoHeight, 1)), frame: geometry.height,
            pixelsPerUnit: pixelsPerUnit)
        return ImageRegion(
            x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
    }

    /// The pixels of a row (or column) of `count`, drawn from `start` at `step` canvas units
    /// each, that fall inside a frame `frame` units long centred on 0, with the margin; at
    /// least one pixel.
    private static func shown(
        count: Int, from start: Double, step: Double, frame: Double, pixelsPerUnit: Double
    ) -> Range<Int> {
        guard count > 0, step > 0, step.isFinite, start.isFinite else { return 0..<max(count, 0) }
        let margin = max(2, (Self.margin / max(pixelsPerUnit, 1e-6) / step).rounded(.up))
        func pixel(_ position: Double, _ rule: FloatingPointRoundingRule) -> Int {
            Int(min(max((position - start) / step, -1), Double(count) + 1).rounded(rule))
        }
        let lower = min(max(pixel(-frame / 2, .down) - Int(min(margin, 1e9)), 0), count - 1)
        let upper = max(min(pixel(frame / 2, .up) + Int(min(margin, 1e9)), count), lower + 1)
        return lower..<upper
    }
}
