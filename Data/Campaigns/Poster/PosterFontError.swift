import CleanAppsDataCore
import Raster

/// Why a bundled poster font cannot be used.
enum PosterFontError: Error, Equatable {
    /// The resource bundle or the font file in it was not shipped.
    case missing(BundledResourceError)
    /// The file is there but could not be read; the text is its resource path.
    case unreadable(String)
    /// The file is not a usable TrueType font.
    case notAFont(TrueTypeFont.Failure)
}
