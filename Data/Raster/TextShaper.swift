/// Measures and draws single lines of text in one ``TrueTypeFont``: advance widths plus
/// `kern` pairs, left to right, one glyph per Unicode scalar.
///
/// Default-ignorable scalars (joiners, variation selectors) take no space and draw nothing;
/// characters the font lacks draw its "missing" glyph. Widths are in pixels at `fontSize`.
public struct TextShaper: Sendable {
    /// One placed glyph: its id and pen x in font units from the line start.
    public struct PlacedGlyph: Equatable, Sendable {
        /// The glyph's id in the font.
        public let glyph: Int
        /// The pen position in font units from the line start.
        public let x: Int
    }

    /// The font the text is set in.
    public let font: TrueTypeFont

    /// A shaper for `font`.
    public init(font: TrueTypeFont) {
        self.font = font
    }

    /// The glyphs of `text` with their pen positions, and the total advance, in font units.
    public func place<S: StringProtocol>(_ text: S) -> (glyphs: [PlacedGlyph], advance: Int) {
        var placed: [PlacedGlyph] = []
        var pen = 0
        var previous: Int?
        for scalar in text.unicodeScalars {
            if scalar.properties.isDefaultIgnorableCodePoint { continue }
            let glyph = font.glyph(for: scalar)
            if let previous { pen += font.kerning(previous, glyph) }
            placed.append(PlacedGlyph(glyph: glyph, x: pen))
            pen += font.advance(of: glyph)
            previous = glyph
        }
        return (placed, pen)
    }

    /// The advance width of `text` at `fontSize` pixels per em.
    public func width<S: StringProtocol>(of text: S, fontSize: Double) -> Double {
        Double(place(text).advance) * fontSize / Double(font.unitsPerEm)
    }

    /// The outline of `text` at `fontSize`, with the start of its baseline at `(x, y)`, in
    /// canvas coordinates (y down).
    public func path<S: StringProtocol>(_ text: S, fontSize: Double, x: Double, y: Double)
        -> RasterPath
    {
        let scale = fontSize / Double(font.unitsPerEm)
        var path = RasterPath()
        for placed in place(text).glyphs {
            let transform = AffineTransform(
                a: scale, b: 0, c: 0, d: -scale, tx: x + Double(placed.x) * scale, ty: y)
            path.append(font.outline(of: placed.glyph).transformed(by: transform))
        }
        return path
    }
}
