import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import Foundation
import Imaging
import Raster
import Synchronization

/// Draws a campaign's poster as pixels and PNG: the same `PosterScene` the SVG writer
/// follows (same boxes, line breaks and colours), at `pixelsPerUnit` pixels per poster pixel
/// (1 gives the poster's size: 2160×2160, 2160×2700, 2160×3840).
///
/// Text is set in the bundled font with the package's own rasteriser; the photo comes from
/// a ``PosterPhotoLoading``. The same input always gives the same bytes.
public struct PNGPosterRenderer: Sendable {
    /// Image pixels per poster pixel for posters: the full size.
    public static let posterScale = 1.0

    private let catalogue: TemplateCatalogue
    private let photoLoader: any PosterPhotoLoading
    private let pixelsPerUnit: Double

    /// Creates a renderer for `catalogue`'s templates, reading photos with `photoLoader`,
    /// whose ``render(_:photo:)`` draws `pixelsPerUnit` pixels per poster pixel (tests pass a
    /// small value, e.g. 0.1 for a 216 px square, to stay fast in debug builds).
    public init(
        catalogue: TemplateCatalogue = .standard,
        photoLoader: any PosterPhotoLoading = DecodedPhotoLoader(),
        pixelsPerUnit: Double = Self.posterScale
    ) {
        self.catalogue = catalogue
        self.photoLoader = photoLoader
        self.pixelsPerUnit = pixelsPerUnit
    }

    /// The PNG file of `campaign`'s poster at the renderer's pixels per unit.
    /// - Throws: ``CampaignsDomain/CampaignsError/photoMissing`` or the photo loader's error.
    public func render(_ campaign: Campaign, photo: Data) throws -> [UInt8] {
        PNGEncoder.encode(try image(campaign, photo: photo, pixelsPerUnit: pixelsPerUnit))
    }

    /// The purpose and goal lines as this writer draws them, and the purpose's font size in
    /// poster pixels (the SVG writer draws the same).
    public func lineBreaks(of campaign: Campaign) -> (
        purpose: [String], goal: [String], purposeFontSize: Double?
    ) {
        let scene = PosterScene(campaign, catalogue: catalogue)
        return (
            scene?.purpose?.lines.map(\.text) ?? [], scene?.goal?.lines.map(\.text) ?? [],
            scene?.purpose?.lines.first?.fontSize
        )
    }

    /// The poster's pixels at `pixelsPerUnit` (e.g. 0.125 for a 270 px preview).
    /// - Throws: ``CampaignsDomain/CampaignsError/photoMissing`` or the photo loader's error.
    public func image(_ campaign: Campaign, photo: Data, pixelsPerUnit: Double) throws
        -> RasterImage
    {
        guard let scene = PosterScene(campaign, catalogue: catalogue) else {
            throw CampaignsError.photoMissing
        }
        let scale = min(max(pixelsPerUnit, 0.005), 2)
        let crop = PosterPhotoCrop(
            frame: scene.template.layout.photo, placement: campaign.placement,
            canvas: scene.canvas, pixelsPerUnit: scale)
        let (gradient, canvas, loader) = (scene.template.gradient, scene.canvas, photoLoader)
        let (photoFrame, placement) = (scene.template.layout.photo, campaign.placement)
        let loaded = Mutex<Result<PosterPhoto, any Error>?>(nil)
        let backdrop = Mutex<PosterPainter?>(nil)
        // NB: the photo is decoded on one core while the background and the photo's shadow
        // are drawn on the other.
        DispatchQueue.concurrentPerform(iterations: 2) { task in
            if task == 0 {
                let result = Result { try loader.photo(from: photo, for: crop) }
                loaded.withLock { $0 = result }
            } else {
                var painter = PosterPainter(
                    canvas: RasterCanvas(
                        width: Int((canvas.width * scale).rounded()),
                        height: Int((canvas.height * scale).rounded())),
                    root: .scale(x: scale, y: scale))
                painter.background(gradient, canvas: canvas)
                painter.photoShadow(frame: photoFrame, placement: placement, canvas: canvas)
                backdrop.withLock { $0 = painter }
            }
        }
        // NB: both tasks have run when `concurrentPerform` returns, so the `else` is never
        // taken; `take()` leaves the canvas uniquely referenced, so drawing on it copies nothing.
        guard let result = loaded.withLock({ $0.take() }),
            var painter = backdrop.withLock({ $0.take() })
        else { throw CampaignsError.photoMissing }
        let picture = try result.get()
        painter.photo(
            picture, frame: scene.template.layout.photo, placement: campaign.placement,
            canvas: scene.canvas)
        painter.textBlock(scene.purpose)
        painter.textBlock(scene.goal)
        painter.qrCode(scene.qr)
        return painter.canvas.image
    }
}
