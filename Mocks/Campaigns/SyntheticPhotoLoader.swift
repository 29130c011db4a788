import CampaignsData
import CleanAppsDataCore
import Foundation
import Imaging
import Raster

/// A `PosterPhotoLoading` that ignores the bytes and returns a synthetic photo: four
/// coloured quadrants (red, green, blue, yellow), `width`×`height` pixels.
public struct SyntheticPhotoLoader: PosterPhotoLoading {
    /// The photo's width in pixels.
    public let width: Int
    /// The photo's height in pixels.
    public let height: Int

    /// Creates a loader for a `width`×`height` synthetic photo.
    public init(width: Int = 64, height: Int = 48) {
        self.width = width
        self.height = height
    }

    /// The quadrant image.
    public func image(from photo: Data) throws -> RasterImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                switch (x < width / 2, y < height / 2) {
                case (true, true): pixels += [220, 40, 40, 255]
                case (false, true): pixels += [40, 200, 60, 255]
                case (true, false): pixels += [40, 70, 220, 255]
                case (false, false): pixels += [240, 220, 40, 255]
                }
            }
        }
        return RasterImage(width: width, height: height, premultipliedRGBA: pixels)
            ?? RasterImage(width: 1, height: 1)
    }
}
