import CampaignsData
import CleanAppsDataCore
import Imaging

extension PosterEncoding {
    /// Image pixels per poster pixel for test posters: a 108 px square, fast in debug builds.
    public static let testPixelsPerUnit = 0.05

    /// PNG posters at ``testPixelsPerUnit``, drawn with the real decoders and rasteriser.
    public static let smallPNG = PosterEncoding.png(
        PNGPosterRenderer(pixelsPerUnit: testPixelsPerUnit))
}
