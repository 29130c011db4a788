import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import Foundation

/// Turns a campaign photo's bytes into pixels for the PNG poster.
///
/// The production implementation is ``DecodedPhotoLoader`` (the package's PNG and JPEG
/// decoders); tests give synthetic images.
public protocol PosterPhotoLoading: Sendable {
    /// The photo as premultiplied RGBA, upright.
    /// - Throws: a ``CampaignsDomain/CampaignsError`` a user can act on when the photo cannot be
    ///   read.
    func image(from photo: Data) throws -> RasterImage
}
