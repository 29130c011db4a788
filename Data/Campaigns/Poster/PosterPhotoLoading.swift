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

    /// The part of the photo a poster shows: at least as large as `crop`'s box needs, and, when
    /// the loader can, only the region of the photo inside the frame (see ``PosterPhotoCrop``).
    /// - Throws: a ``CampaignsDomain/CampaignsError`` a user can act on when the photo cannot
    ///   be read.
    func photo(from photo: Data, for crop: PosterPhotoCrop) throws -> PosterPhoto
}

extension PosterPhotoLoading {
    /// The photo at the loader's own size (``image(from:)``), whatever the box.
    public func image(from photo: Data, covering width: Int, _ height: Int) throws
        -> RasterImage
    {
        try image(from: photo)
    }

    /// The whole photo from ``image(from:covering:_:)`` for the crop's box.
    public func photo(from photo: Data, for crop: PosterPhotoCrop) throws -> PosterPhoto {
        PosterPhoto(whole: try image(from: photo, covering: crop.box.width, crop.box.height))
    }
}
