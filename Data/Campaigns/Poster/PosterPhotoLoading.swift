import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import Foundation
import RasterKit

/// Turns a campaign photo's bytes into pixels for the PNG poster.
///
/// The production implementation is ``DecodedPhotoLoader`` (the package's PNG and JPEG
/// decoders); tests give synthetic images.
public protocol PosterPhotoLoading: Sendable {
    /// The photo as premultiplied RGBA, upright.
    /// - Throws: a ``CampaignsDomain/CampaignsError`` a user can act on when the photo cannot be
    ///   read.
    func image(from photo: Data) throws -> RasterImage

    /// The photo for drawing over a `width` × `height` pixel box with its aspect kept: never
    /// smaller than the box needs, and no larger than that when the loader can avoid it.
    /// - Throws: a ``CampaignsDomain/CampaignsError`` a user can act on when the photo cannot
    ///   be read.
    func image(from photo: Data, covering width: Int, _ height: Int) throws -> RasterImage
}

extension PosterPhotoLoading {
    /// The photo at the loader's own size (``image(from:)``), whatever the box.
    public func image(from photo: Data, covering width: Int, _ height: Int) throws
        -> RasterImage
    {
        try image(from: photo)
    }
}
