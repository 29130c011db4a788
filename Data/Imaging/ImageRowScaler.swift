/// Scales a region of a photo as its rows are made, top to bottom: the same pixels as
/// ``ImageResampler/scale(_:at:of:to:keeping:_:)`` of the whole region, holding only the few
/// rows filtered across that the output rows still need (a ring), never the region itself.
///
/// A decoder pushes each row of the region once it is converted, so a 3500×3163 region of a
/// 7000×7000 photo is never held whole on its way to a 1771 px poster frame.
final class ImageRowScaler {
    private let width: Int
    private let height: Int
    private let across: ResamplingWeights
    private let down: ResamplingWeights
    private let ring: Int
    private let filtered: UnsafeMutablePointer<UInt16>
    private var output: [UInt8]
    private var pushed = 0
    private var made = 0

    /// A scaler for a region `size` pixels large whose top-left pixel is `origin` of a photo
    /// of `source` pixels, scaled to `target`, keeping `columns` × `rows` of the result; the
    /// bytes it holds go to `memory`.
    init(
        region size: (width: Int, height: Int), at origin: (x: Int, y: Int),
        of source: (width: Int, height: Int), to target: (width: Int, height: Int),
        keeping columns: Range<Int>, _ rows: Range<Int>, memory: DecodeMemory
    ) {
        (width, height) = (columns.count, rows.count)
        across = ResamplingWeights(
            source: source.width, target: target.width, positions: columns,
            available: origin.x..<origin.x + size.width)
        down = ResamplingWeights(
            source: source.height, target: target.height, positions: rows,
            available: origin.y..<origin.y + size.height)
        ring = down.widestSpan
        filtered = .allocate(capacity: ring * width * 4)
        output = [UInt8](repeating: 0, count: width * height * 4)
        memory.hold(ring * width * 8 + output.count)
    }

    deinit {
        filtered.deallocate()
    }

    /// Takes the region's next row (RGBA8, straight alpha) and makes every output row whose
    /// taps it completes.
    func push(_ row: UnsafePointer<UInt8>) {
        let slot = filtered + (pushed % ring) * width * 4
        across.withTaps { taps in
            ImageResampler.filterAcross(row, taps: taps, width: width, into: slot)
        }
        output.withUnsafeMutableBufferPointer { output in
            guard let base = output.baseAddress else { return }
            down.withTaps { taps in
                while made < height, down.reach(of: made).upperBound <= pushed {
                    ImageResampler.filterDown(
                        made, taps: taps, ring: ring, filtered: filtered, width: width,
                        into: base + made * width * 4)
                    made += 1
                }
            }
        }
        pushed += 1
    }

    /// The scaled rows, once every row of the region has been pushed.
    func image() -> DecodedImage {
        precondition(made == height, "rows were missing from the region")
        return DecodedImage(width: width, height: height, pixels: output)
    }
}
