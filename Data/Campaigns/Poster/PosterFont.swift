import CleanAppsDataCore
import Foundation
import Raster

/// The bundled poster typeface, DejaVu Sans Bold (Latin, Cyrillic, ₴; licence next to it in
/// `Data/Campaigns/Resources/Fonts`), loaded once on first use.
enum PosterFont {
    /// The family name SVG viewers should pick so they draw what the metrics measured.
    static let familyName = "DejaVu Sans"
    /// Where the bold face sits among the bundled resources.
    static let boldPath = "Campaigns/Fonts/DejaVuSans-Bold.ttf"
    /// The bold face's cap height as a share of its em: 1493 of 2048 font units.
    ///
    /// NB: the font's `OS/2` table is version 1, which has no `sCapHeight`, and Raster
    /// reads no cap height; 1493 is the top of the flat capitals (H, I, Н, П) in its `glyf`
    /// table. `PosterFontTests` checks it against the outline of H.
    static let capHeightRatio = 1493.0 / 2048.0
    /// The bold face's shaper, or nil when the bundled file is missing or unreadable.
    static let bold: TextShaper? = try? load(boldPath)

    /// The shaper for the bundled font at `path` (e.g. ``boldPath``).
    /// - Throws: ``PosterFontError`` when the file is missing, unreadable or not a font.
    static func load(_ path: String) throws(PosterFontError) -> TextShaper {
        let url: URL
        do {
            url = try BundledResource.require(path)
        } catch {
            throw .missing(error)
        }
        guard let bytes = try? Data(contentsOf: url) else { throw .unreadable(path) }
        do {
            return TextShaper(font: try TrueTypeFont(bytes: [UInt8](bytes)))
        } catch {
            throw .notAFont(error)
        }
    }
}
