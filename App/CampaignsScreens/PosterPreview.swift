import CampaignsData
import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import Foundation
import RasterKit
import TerminalKit

/// Draws a poster in a colour terminal: each character cell is two pixels, the upper one as
/// the foreground of "▀" and the lower one as the background, in 24-bit colour.
enum PosterPreview {
    /// Columns the preview takes.
    static let columns = 40
    /// Pixels averaged into one preview pixel along each axis, for a smooth downscale.
    private static let oversampling = 4

    /// The preview of `campaign` as terminal text, one line per two pixel rows.
    static func text(of campaign: Campaign, photo: Data, using renderer: PNGPosterRenderer)
        throws -> String
    {
        let scale = Double(columns * oversampling) / Double(campaign.format.width)
        let image = try renderer.image(campaign, photo: photo, pixelsPerUnit: scale)
        return text(of: image)
    }

    /// The half-block text of `image`, box-averaged down by ``oversampling``.
    static func text(of image: RasterImage) -> String {
        let width = image.width / oversampling
        let height = image.height / oversampling
        func colour(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            var sums = (0, 0, 0)
            for dy in 0..<oversampling {
                for dx in 0..<oversampling {
                    let index = ((y * oversampling + dy) * image.width + x * oversampling + dx) * 4
                    sums.0 += Int(image.pixels[index])
                    sums.1 += Int(image.pixels[index + 1])
                    sums.2 += Int(image.pixels[index + 2])
                }
            }
            let count = oversampling * oversampling
            return (sums.0 / count, sums.1 / count, sums.2 / count)
        }
        var out = ""
        for row in stride(from: 0, to: height - 1, by: 2) {
            for x in 0..<width {
                let top = colour(x, row)
                let bottom = colour(x, row + 1)
                out +=
                    "\u{1B}[38;2;\(top.0);\(top.1);\(top.2)m\u{1B}[48;2;\(bottom.0);\(bottom.1);\(bottom.2)m▀"
            }
            out += "\u{1B}[0m\n"
        }
        return out
    }
}
