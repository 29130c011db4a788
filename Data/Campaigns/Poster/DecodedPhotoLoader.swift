import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import Foundation
import ImagingKit
import RasterKit

/// Turns a campaign photo (PNG or JPEG) into poster pixels with the package's own decoders:
/// upright by its EXIF orientation, area-averaged down to the size it is drawn at (or so its
/// longer side is at most ``maximumSide``), premultiplied.
///
/// NB: given the box it covers, a large JPEG is decoded at 1/2, 1/4 or 1/8 scale in the DCT
/// domain first, so a 12-megapixel photo never expands to full size for a poster.
public struct DecodedPhotoLoader: PosterPhotoLoading {
    /// The longest side kept: the poster's own width (a photo never fills more than it).
    public static let maximumSide = 2160

    /// Creates the loader.
    public init() {}

    /// The decoded, downscaled, premultiplied photo.
    /// - Throws: ``CampaignsDomain/CampaignsError/invalidFields(_:)`` for the photo field, with the
    ///   decoder's sentence (e.g. a CMYK JPEG: "save it as a JPEG or PNG").
    public func image(from photo: Data) throws -> RasterImage {
        let decoded: DecodedImage
        do {
            decoded = try ImageDecoder.decode(photo)
        } catch {
            throw CampaignsError.invalidFields([.photo: error.message])
        }
        let fitted = ImageResampler.fit(
            decoded, maximumWidth: Self.maximumSide, maximumHeight: Self.maximumSide)
        guard let image = Self.rasterImage(from: fitted) else { throw CampaignsError.photoMissing }
        return image
    }

    /// The photo decoded and area-averaged to the smallest size that covers `width` ×
    /// `height` pixels with its aspect kept (never enlarged), premultiplied.
    /// - Throws: ``CampaignsDomain/CampaignsError/invalidFields(_:)`` for the photo field, with the decoder's
    ///   sentence.
    public func image(from photo: Data, covering width: Int, _ height: Int) throws
        -> RasterImage
    {
        try decoded(photo, box: (width, height), region: nil).image
    }

    /// Only the part of the photo the crop's frame shows, decoded and area-averaged to the
    /// smallest size that covers the crop's box (never enlarged), premultiplied: the decoder
    /// transforms and keeps that region alone, so memory follows what the poster shows.
    /// - Throws: ``CampaignsDomain/CampaignsError/invalidFields(_:)`` for the photo field, with
    ///   the decoder's sentence.
    public func photo(from photo: Data, for crop: PosterPhotoCrop) throws -> PosterPhoto {
        try decoded(photo, box: crop.box, region: crop.region(photoWidth:photoHeight:))
    }

    private func decoded(
        _ photo: Data, box wanted: (width: Int, height: Int),
        region: ((Int, Int) -> ImageRegion)?
    ) throws -> PosterPhoto {
        let box = (
            width: min(max(wanted.width, 1), Self.maximumBox),
            height: min(max(wanted.height, 1), Self.maximumBox)
        )
        let decoded: DecodedRegion
        do {
            // NB: the file's bytes are read in place (a photo may be 20 MB), and the region
            // is scaled on the whole photo's grid, so it is drawn as the whole photo would be.
            decoded = try ImageDecoder.decode(
                photo, scaledToCover: box.width, box.height,
                within: region ?? { .whole(width: $0, height: $1) })
        } catch {
            throw CampaignsError.invalidFields([.photo: error.message])
        }
        guard let image = Self.rasterImage(from: decoded.image) else {
            throw CampaignsError.photoMissing
        }
        return PosterPhoto(
            image: image, width: Double(decoded.fullWidth), height: Double(decoded.fullHeight),
            region: (
                Double(decoded.x), Double(decoded.y), Double(decoded.image.width),
                Double(decoded.image.height)
            ))
    }

    /// The largest box side a caller may ask for: a photo zoomed far in is still drawn from
    /// at most this many pixels per side of the box.
    private static let maximumBox = 4 * maximumSide

    /// `image` (straight alpha) as premultiplied poster pixels; nil when its byte count does
    /// not match its size.
    public static func rasterImage(from image: DecodedImage) -> RasterImage? {
        var pixels = image.pixels
        for index in stride(from: 0, to: pixels.count - 3, by: 4) {
            let alpha = UInt16(pixels[index + 3])
            guard alpha < 255 else { continue }
            for channel in index..<(index + 3) {
                pixels[channel] = UInt8((UInt16(pixels[channel]) * alpha + 127) / 255)
            }
        }
        return RasterImage(width: image.width, height: image.height, premultipliedRGBA: pixels)
    }
}
