/// Draws paths, strokes, shadows and images onto a ``RasterImage`` with source-over
/// compositing in premultiplied RGBA.
///
/// A value type: copies draw independently. Coordinates are canvas pixels, y down; each
/// drawing call takes its own transform and an optional clip mask.
public struct RasterCanvas: Sendable {
    /// What has been drawn so far.
    public private(set) var image: RasterImage

    /// A transparent canvas of `width × height` pixels.
    public init(width: Int, height: Int) {
        image = RasterImage(width: width, height: height)
    }

    /// The coverage of `path` under `transform` on this canvas (for clips and shadows).
    public func mask(_ path: RasterPath, transform: AffineTransform = .identity) -> CoverageMask {
        ScanlineRasterizer.mask(
            path, transform: transform, width: image.width, height: image.height)
    }

    /// Fills `path` (non-zero winding) with `paint`; the paint's geometry is mapped by
    /// `transform` too.
    public mutating func fill(
        _ path: RasterPath, transform: AffineTransform = .identity, paint: RasterPaint,
        clip: CoverageMask? = nil, opacity: Double = 1
    ) {
        var coverage = mask(path, transform: transform)
        if let clip { coverage = coverage.intersected(with: clip) }
        fill(coverage, paint: paint, paintTransform: transform, opacity: opacity)
    }

    /// Strokes `path` with a line `width` wide (round joins), centred on the outline.
    public mutating func stroke(
        _ path: RasterPath, width: Double, transform: AffineTransform = .identity,
        paint: RasterPaint, clip: CoverageMask? = nil, opacity: Double = 1
    ) {
        let outline = RasterStroker.outline(
            of: path.transformed(by: transform), width: width * transform.maximumScale)
        var coverage = mask(outline)
        if let clip { coverage = coverage.intersected(with: clip) }
        fill(coverage, paint: paint, paintTransform: transform, opacity: opacity)
    }

    /// A soft shadow of `path`: its shape blurred by about `blur` pixels (standard deviation),
    /// moved by `(dx, dy)` and painted in `colour`.
    public mutating func shadow(
        _ path: RasterPath, transform: AffineTransform = .identity, blur: Double, dx: Double,
        dy: Double, colour: RasterColour
    ) {
        let moved = transform.concatenating(.translation(x: dx, y: dy))
        let shape = mask(path, transform: moved)
        fill(shape.blurred(sigma: blur, within: image.width, image.height), paint: .solid(colour))
    }

    /// Composites `paint` through `coverage`.
    public mutating func fill(
        _ coverage: CoverageMask, paint: RasterPaint, paintTransform: AffineTransform = .identity,
        opacity: Double = 1
    ) {
        guard coverage.width > 0, coverage.height > 0 else { return }
        let columns = max(coverage.x, 0)..<min(coverage.x + coverage.width, image.width)
        let rows = max(coverage.y, 0)..<min(coverage.y + coverage.height, image.height)
        coverage.values.withUnsafeBufferPointer { values in
            guard let mask = values.baseAddress else { return }
            composite(
                paint, paintTransform: paintTransform, opacity: opacity, rows: rows,
                columns: columns
            ) { y in mask + (y - coverage.y) * coverage.width - coverage.x }
        }
    }

    /// Composites `paint` over every pixel: what filling a rectangle that covers the canvas
    /// does, without rasterising its mask (a poster's background is 33 MB of coverage).
    public mutating func fillAll(paint: RasterPaint, paintTransform: AffineTransform = .identity) {
        composite(
            paint, paintTransform: paintTransform, opacity: 1, rows: 0..<image.height,
            columns: 0..<image.width, coverage: nil)
    }

    /// Source-over of `paint` onto `rows` × `columns`, each pixel weighted by its coverage in
    /// the row `coverage` gives for a canvas row (indexed by canvas column), or fully.
    private mutating func composite(
        _ paint: RasterPaint, paintTransform: AffineTransform, opacity: Double, rows: Range<Int>,
        columns: Range<Int>, coverage: ((Int) -> UnsafePointer<Float>)?
    ) {
        guard !rows.isEmpty, !columns.isEmpty else { return }
        let sampler = PaintSampler(paint, transform: paintTransform)
        let strength = Float(min(max(opacity, 0), 1))
        let width = image.width
        let (left, right) = (columns.lowerBound, columns.upperBound)
        let colours = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: right - left)
        defer { colours.deallocate() }
        image.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let pixels = buffer.baseAddress else { return }
            for y in rows {
                sampler.row(y: y, from: left, to: right, into: colours)
                let maskRow = coverage?(y)
                let pixelRow = pixels + y * width * 4
                for x in left..<right {
                    let amount = (maskRow?[x] ?? 1) * strength
                    guard amount > 0 else { continue }
                    let source = colours[x - left] * amount
                    guard source.w > 0 else { continue }
                    Self.blend(source, over: pixelRow + x * 4)
                }
            }
        }
    }

    /// Source-over of a premultiplied colour (0…1) onto one RGBA8 pixel, rounded.
    @inline(__always)
    private static func blend(_ source: SIMD4<Float>, over pixel: UnsafeMutablePointer<UInt8>) {
        let keep = 1 - source.w
        var value = source * 255 + 0.5
        if keep > 0 {
            let destination = SIMD4<Float>(
                Float(pixel[0]), Float(pixel[1]), Float(pixel[2]), Float(pixel[3]))
            value += destination * keep
        }
        // NB: scalar clamps and conversions; SIMD4<Int32>(_:rounding:) and pointwiseMin/Max
        // on Float vectors are slow generic loops here.
        pixel[0] = UInt8(min(max(value[0], 0), 255))
        pixel[1] = UInt8(min(max(value[1], 0), 255))
        pixel[2] = UInt8(min(max(value[2], 0), 255))
        pixel[3] = UInt8(min(max(value[3], 0), 255))
    }
}
