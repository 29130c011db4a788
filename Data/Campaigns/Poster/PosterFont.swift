import Foundation

/// The bundled poster typeface, DejaVu Sans Bold (Latin, Cyrillic, ₴; licence next to it in
/// `Resources/Fonts`), loaded once on first use.
enum PosterFont {
    /// The family name SVG viewers should pick so they draw what the metrics measured.
    static let familyName = "DejaVu Sans"
    /// The bold face's shaper, or nil when the bundled file is missing or unreadable.
    static let bold: TextShaper? = {
        guard let url = BundledResource.url("Fonts/DejaVuSans-Bold.ttf"),
            let bytes = try? Data(contentsOf: url),
            let font = try? TrueTypeFont(bytes: [UInt8](bytes))
        else { return nil }
        return TextShaper(font: font)
    }()
}
