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
        let box = (
            width: min(max(width, 1), Self.maximumBox), height: min(max(height, 1), Self.maximumBox)
        )
        let decoded: DecodedImage
        do {
            decoded = try ImageDecoder.decode([UInt8](photo), covering: box.width, box.height)
        } catch {
            throw CampaignsError.invalidFields([.photo: error.message])
        }
        let factor = max(
            Double(box.width) / Double(decoded.width), Double(box.height) / Double(decoded.height))
        let fitted =
            factor < 1
            ? ImageResampler.scale(
                decoded,
                width: min(decoded.width, Int((Double(decoded.width) * factor).rounded(.up))),
                height: min(decoded.height, Int((Double(decoded.height) * factor).rounded(.up))))
            : decoded
        guard let image = Self.rasterImage(from: fitted) else { throw CampaignsError.photoMissing }
        return image
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
