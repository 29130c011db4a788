import Domain
import Foundation

/// Turns a campaign photo's bytes into pixels for the PNG poster.
///
/// The production implementation is plugged to the package's PNG and JPEG decoders; tests
/// give synthetic images.
public protocol PosterPhotoLoading: Sendable {
    /// The photo as premultiplied RGBA, upright.
    /// - Throws: a ``CampaignsError`` a user can act on when the photo cannot be read.
    func image(from photo: Data) throws -> RasterImage
}

/// Stands in for the photo with a soft grey gradient of the photo's own size, read from its
/// header, until the photo decoders are plugged in.
///
/// NB: the decoders live on another branch; this keeps `campaigns render` producing a
/// complete poster (frame, shape, border, text) in the meantime.
public struct PlaceholderPhotoLoader: PosterPhotoLoading {
    /// Creates the loader.
    public init() {}

    /// A 64-pixel-wide grey gradient with the photo's aspect ratio.
    /// - Throws: ``CampaignsError/photoMissing`` when the bytes are not a PNG or JPEG.
    public func image(from photo: Data) throws -> RasterImage {
        guard case .success(let header) = ImageHeaderReader.read(photo), header.width > 0 else {
            throw CampaignsError.photoMissing
        }
        let width = 64
        let height = max(min(Int(64 * Double(header.height) / Double(header.width)), 4096), 1)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let shade = UInt8(150 + 60 * (x + y) / (width + height))
                let index = (y * width + x) * 4
                pixels[index] = shade
                pixels[index + 1] = shade
                pixels[index + 2] = shade
            }
        }
        return RasterImage(width: width, height: height, premultipliedRGBA: pixels)
            ?? RasterImage(width: 1, height: 1)
    }
}
