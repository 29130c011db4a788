import Imaging
import Raster

/// The photo as the SVG carries it: the loader's upright pixels (the part of the photo it
/// kept) at the size they are drawn at on the 2160 px poster, cut to the part the frame can
/// show, as a PNG file.
///
/// NB: the SVG used to embed the original file, which viewers that ignore EXIF (librsvg,
/// Inkscape) drew sideways, and which made every SVG as large as a 12 MP photo. Now the SVG
/// holds the pixels the PNG painter draws, so the two agree.
struct SVGEmbeddedPhoto {
    /// Photo pixels kept beyond the frame's edges, so smoothing near an edge sees the same
    /// neighbours as the PNG painter.
    static let margin = 2

    /// The PNG file of the kept pixels.
    let png: [UInt8]
    /// The rectangle the kept pixels fill, in poster pixels relative to the frame's centre.
    let x: Double
    let y: Double
    let width: Double
    let height: Double

    /// `photo` placed by `geometry` (computed for the whole photo's size), cut to the frame.
    init(_ photo: PosterPhoto, geometry: PosterPhotoGeometry) {
        let picture = photo.image
        let kept = photo.placement(in: geometry)
        let (scaleX, scaleY) = (kept.scaleX, kept.scaleY)
        let columns = Self.shown(
            count: picture.width, from: kept.x, step: scaleX, frame: geometry.width)
        let rows = Self.shown(
            count: picture.height, from: kept.y, step: scaleY, frame: geometry.height)
        png = PNGEncoder.encode(Self.crop(picture, columns: columns, rows: rows))
        x = kept.x + Double(columns.lowerBound) * scaleX
        y = kept.y + Double(rows.lowerBound) * scaleY
        width = Double(columns.count) * scaleX
        height = Double(rows.count) * scaleY
    }

    /// The pixels of a row (or column) of `count`, drawn from `start` at `step` units each,
    /// that fall inside a frame `frame` units long centred on 0, widened by ``margin``; at
    /// least one pixel.
    static func shown(count: Int, from start: Double, step: Double, frame: Double) -> Range<Int> {
        guard count > 0, step > 0, step.isFinite, start.isFinite else { return 0..<max(count, 0) }
        func pixel(_ position: Double, _ rule: FloatingPointRoundingRule) -> Int {
            Int(min(max((position - start) / step, -1), Double(count) + 1).rounded(rule))
        }
        let lower = min(max(pixel(-frame / 2, .down) - margin, 0), count - 1)
        let upper = max(min(pixel(frame / 2, .up) + margin, count), lower + 1)
        return lower..<upper
    }

    private static func crop(_ picture: RasterImage, columns: Range<Int>, rows: Range<Int>)
        -> RasterImage
    {
        guard columns.count < picture.width || rows.count < picture.height else { return picture }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(columns.count * rows.count * 4)
        for row in rows {
            let start = (row * picture.width + columns.lowerBound) * 4
            pixels += picture.pixels[start..<(start + columns.count * 4)]
        }
        return RasterImage(width: columns.count, height: rows.count, premultipliedRGBA: pixels)
            ?? picture
    }
}
