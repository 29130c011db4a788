import Dispatch

/// Scales decoded images with a separable triangle (tent) filter whose support widens with
/// the reduction, so a downscale averages every source pixel it covers (no aliasing, never
/// nearest-neighbour) and an upscale is bilinear.
///
/// Colour is weighted by alpha while filtering, so transparent pixels do not bleed their
/// (meaningless) colour into the edges. Sums are 32-bit (at most 65025 × 256 per tap
/// weight total), four channels to a SIMD vector. Work is two passes of precomputed weights:
/// O(width × height × filter width), a few tens of milliseconds for 12 MP → 2 MP in release;
/// the first pass keeps only the few rows the second is reading (a ring), so memory beyond
/// the output is a few rows.
public enum ImageResampler {
    /// `image` scaled to `width` × `height` pixels (each at least 1).
    public static func scale(_ image: DecodedImage, width: Int, height: Int) -> DecodedImage {
        precondition(width > 0 && height > 0, "target size must be positive")
        if width == image.width && height == image.height { return image }
        return scale(
            image, at: (0, 0), of: (image.width, image.height), to: (width, height),
            keeping: 0..<width, 0..<height)
    }

    /// The pixels `columns` × `rows` of a photo of `source` pixels scaled to `target`
    /// pixels, computed from `image`, which holds the photo's pixels from `origin` on: the
    /// same values as scaling the whole photo and keeping those pixels, as long as their
    /// filter taps fall inside `image` (taps past it are left out and the rest weighted up).
    ///
    /// A poster keeps the part of a photo its frame shows, with a margin: scaled this way,
    /// that part is drawn exactly as the whole photo would be.
    public static func scale(
        _ image: DecodedImage, at origin: (x: Int, y: Int), of source: (width: Int, height: Int),
        to target: (width: Int, height: Int), keeping columns: Range<Int>, _ rows: Range<Int>
    ) -> DecodedImage {
        precondition(!columns.isEmpty && !rows.isEmpty, "target size must be positive")
        let horizontal = ResamplingWeights(
            source: source.width, target: target.width, positions: columns,
            available: origin.x..<origin.x + image.width)
        let vertical = ResamplingWeights(
            source: source.height, target: target.height, positions: rows,
            available: origin.y..<origin.y + image.height)
        let (width, height) = (columns.count, rows.count)
        let count = width * height * 4
        let output = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.initialize(repeating: 0)
            initialized = count
            guard let output = buffer.baseAddress else { return }
            image.pixels.withUnsafeBufferPointer { pixels in
                guard let pixels = pixels.baseAddress else { return }
                horizontal.withTaps { across in
                    vertical.withTaps { down in
                        let job = Job(
                            source: pixels, sourceWidth: image.width, output: output,
                            width: width, across: across, down: down,
                            ring: vertical.widestSpan)
                        inBands(of: height) { ys in job.rows(ys) }
                    }
                }
            }
        }
        return DecodedImage(width: width, height: height, pixels: output)
    }

    /// One scale's buffers and taps, as the bands share them: each band filters the source
    /// rows its output rows need across (into a ring of `ring` rows of premultiplied pixels,
    /// colour × alpha and alpha × 255, both at most 65025 so they fit 16 bits), then down.
    ///
    /// NB: unchecked because it holds pointers: bands read the source and taps and write
    /// disjoint rows of the output, and `concurrentPerform` returns before any buffer is
    /// released. The ring keeps memory at a few rows, not the source's height.
    private struct Job: @unchecked Sendable {
        let source: UnsafePointer<UInt8>
        let sourceWidth: Int
        let output: UnsafeMutablePointer<UInt8>
        let width: Int
        let across: Taps
        let down: Taps
        let ring: Int

        /// Output rows `ys`.
        func rows(_ ys: Range<Int>) {
            let filtered = UnsafeMutablePointer<UInt16>.allocate(capacity: ring * width * 4)
            defer { filtered.deallocate() }
            var done = Int.min
            for y in ys {
                let first = down.indices[down.starts[y]]
                let last = down.indices[down.starts[y + 1] - 1]
                for row in stride(from: max(done + 1, first), through: last, by: 1) {
                    acrossRow(row, into: filtered + (row % ring) * width * 4)
                }
                done = max(done, last)
                downRow(y, from: filtered)
            }
        }

        private func acrossRow(_ y: Int, into row: UnsafeMutablePointer<UInt16>) {
            ImageResampler.filterAcross(
                source + y * sourceWidth * 4, taps: across, width: width, into: row)
        }

        private func downRow(_ y: Int, from filtered: UnsafeMutablePointer<UInt16>) {
            ImageResampler.filterDown(
                y, taps: down, ring: ring, filtered: filtered, width: width,
                into: output + y * width * 4)
        }
    }

    /// One source row filtered across into `width` premultiplied pixels (colour × alpha and
    /// alpha × 255, both at most 65025, so they fit 16 bits).
    static func filterAcross(
        _ sourceRow: UnsafePointer<UInt8>, taps: Taps, width: Int,
        into row: UnsafeMutablePointer<UInt16>
    ) {
        let (starts, indices, weights) = (taps.starts, taps.indices, taps.weights)
        var to = row
        for x in 0..<width {
            var sums = SIMD4<Int32>()
            for tap in starts[x]..<starts[x + 1] {
                let at = sourceRow + indices[tap] * 4
                let alpha = Int32(at[3])
                sums &+=
                    SIMD4(
                        Int32(at[0]) &* alpha, Int32(at[1]) &* alpha, Int32(at[2]) &* alpha,
                        alpha &* 255) &* weights[tap]
            }
            for channel in 0..<4 {
                to[channel] = UInt16(clamping: (sums[channel] + 128) >> 8)
            }
            to += 4
        }
    }

    /// Output row `y` filtered down from the rows filtered across, source row r in slot
    /// `r % ring` of `filtered`, written as straight RGBA8 at `output`.
    static func filterDown(
        _ y: Int, taps: Taps, ring: Int, filtered: UnsafeMutablePointer<UInt16>, width: Int,
        into output: UnsafeMutablePointer<UInt8>
    ) {
        let (starts, indices, weights) = (taps.starts, taps.indices, taps.weights)
        for x in 0..<width {
            var sums = SIMD4<Int32>()
            for tap in starts[y]..<starts[y + 1] {
                let at = filtered + ((indices[tap] % ring) * width + x) * 4
                sums &+=
                    SIMD4(Int32(at[0]), Int32(at[1]), Int32(at[2]), Int32(at[3]))
                    &* weights[tap]
            }
            unpremultiply(sums, into: output + x * 4)
        }
    }

    /// Runs `body` on two halves of `0..<count` on two cores (one range when small).
    private static func inBands(of count: Int, _ body: @Sendable (Range<Int>) -> Void) {
        let bands = count >= 64 ? 2 : 1
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            body((band * count / bands)..<((band + 1) * count / bands))
        }
    }

    /// `image` scaled to fit inside `maximumWidth` × `maximumHeight` with its aspect ratio
    /// kept; an image that already fits is returned unchanged (never enlarged).
    public static func fit(_ image: DecodedImage, maximumWidth: Int, maximumHeight: Int)
        -> DecodedImage
    {
        guard image.width > maximumWidth || image.height > maximumHeight else { return image }
        let factor = min(
            Double(maximumWidth) / Double(image.width), Double(maximumHeight) / Double(image.height)
        )
        return scale(
            image, width: max(1, Int((Double(image.width) * factor).rounded())),
            height: max(1, Int((Double(image.height) * factor).rounded())))
    }

    /// Writes one filtered pixel (premultiplied sums scaled by 256) back as straight RGBA8.
    @inline(__always)
    private static func unpremultiply(
        _ sums: SIMD4<Int32>, into output: UnsafeMutablePointer<UInt8>
    ) {
        let alphaSum = max(Int(sums[3]), 0)
        let alpha = min((alphaSum + 128 * 255) / (256 * 255), 255)
        output[3] = UInt8(alpha)
        guard alphaSum > 0 else { return }
        for channel in 0..<3 {
            let value = (max(Int(sums[channel]), 0) * 255 + alphaSum / 2) / alphaSum
            output[channel] = UInt8(min(value, 255))
        }
    }
}
