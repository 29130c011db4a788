import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import Foundation
import ImagingKit

/// Turns a campaign photo (PNG or JPEG) into poster pixels with the package's own decoders:
/// upright by its EXIF orientation, area-averaged down so its longer side is at most
/// ``maximumSide``, premultiplied.
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
