import Dispatch

/// PNG's five row filters (none, sub, up, average, Paeth), chosen per row by the smallest
/// sum of absolute (signed) differences, the heuristic the PNG specification recommends.
///
/// NB: every filter predicts from the unfiltered bytes, so 16 bytes are filtered at once
/// with SIMD vectors (Paeth's distances kept in 8 bits, saturated where they would not fit,
/// which leaves its comparisons unchanged); one pass scores all five filters, a second
/// writes the chosen one. The five scalar passes this replaced were an eighth of a
/// poster render.
enum PNGRowFilter {
    /// The filtered rows, each prefixed with its filter type: `rowCount` rows of `rowLength`
    /// bytes that `fill(y, row)` writes into `row`. `only` forces one filter type on every
    /// row (for tests).
    ///
    /// Images of 64 rows or more are filtered in two bands on two cores; the second band
    /// fills the row above its first to predict from.
    static func filter(
        rowCount: Int, rowLength: Int, bytesPerPixel bpp: Int, only: UInt8? = nil,
        fill: @Sendable (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) -> [UInt8] {
        guard rowLength > 0, rowCount > 0, bpp > 0 else { return [] }
        let stride = rowLength + 1
        return [UInt8](unsafeUninitializedCapacity: rowCount * stride) { out, initialized in
            guard let base = out.baseAddress else { return }
            let target = Output(base: base)
            let bands = rowCount >= 64 ? 2 : 1
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let rows = (band * rowCount / bands)..<((band + 1) * rowCount / bands)
                filterBand(rows, rowLength: rowLength, bpp: bpp, only: only, into: target, fill)
            }
            initialized = rowCount * stride
        }
    }

    /// Where the bands write, each its own rows.
    ///
    /// NB: unchecked because it is a pointer: bands write disjoint rows, and
    /// `concurrentPerform` returns before the buffer is handed over.
    private struct Output: @unchecked Sendable {
        let base: UnsafeMutablePointer<UInt8>
    }

    private static func filterBand(
        _ rows: Range<Int>, rowLength: Int, bpp: Int, only: UInt8?, into output: Output,
        _ fill: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) {
        let stride = rowLength + 1
        // Two rows, each after `bpp` zero bytes (the "left" of the first pixel); the row
        // above the first is all zeros.
        let padded = bpp + rowLength
        let buffers = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * padded)
        buffers.initialize(repeating: 0, count: 2 * padded)
        defer { buffers.deallocate() }
        var current = buffers + bpp
        var above = buffers + padded + bpp
        if rows.lowerBound > 0 { fill(rows.lowerBound - 1, above) }
        for y in rows {
            fill(y, current)
            let row = Row(bytes: current, above: above, length: rowLength, bpp: bpp)
            let type = only ?? row.bestType()
            output.base[y * stride] = type
            row.write(type, into: output.base + y * stride + 1)
            swap(&current, &above)
        }
    }
}

/// One row and the row above it, each readable `bpp` bytes before its start.
private struct Row {
    let bytes: UnsafeMutablePointer<UInt8>
    let above: UnsafeMutablePointer<UInt8>
    let length: Int
    let bpp: Int

    typealias Vector = SIMD16<UInt8>

    /// The filter type (0–4) whose output has the smallest sum of absolute signed bytes.
    func bestType() -> UInt8 {
        var totals = [Int](repeating: 0, count: 5)
        var sums = (
            SIMD4<UInt32>(), SIMD4<UInt32>(), SIMD4<UInt32>(), SIMD4<UInt32>(),
            SIMD4<UInt32>()
        )
        var i = 0
        while i + 16 <= length {
            // NB: 16-bit lanes take at most 256 a step; fold them into 32 bits every 128.
            var pairs = (
                SIMD8<UInt16>(), SIMD8<UInt16>(), SIMD8<UInt16>(), SIMD8<UInt16>(),
                SIMD8<UInt16>()
            )
            var steps = 0
            while i + 16 <= length, steps < 128 {
                let (x, a, b, c) = load(i)
                pairs.0 &+= Self.pairSums(x)
                pairs.1 &+= Self.pairSums(x &- a)
                pairs.2 &+= Self.pairSums(x &- b)
                pairs.3 &+= Self.pairSums(x &- Self.average(a, b))
                pairs.4 &+= Self.pairSums(x &- PNGPaeth.predict(a, b, c))
                i += 16
                steps += 1
            }
            sums.0 &+= Self.widened(pairs.0)
            sums.1 &+= Self.widened(pairs.1)
            sums.2 &+= Self.widened(pairs.2)
            sums.3 &+= Self.widened(pairs.3)
            sums.4 &+= Self.widened(pairs.4)
        }
        totals[0] = Int(sums.0.wrappedSum())
        totals[1] = Int(sums.1.wrappedSum())
        totals[2] = Int(sums.2.wrappedSum())
        totals[3] = Int(sums.3.wrappedSum())
        totals[4] = Int(sums.4.wrappedSum())
        while i < length {
            for type in 0..<5 { totals[type] += Self.magnitude(filtered(UInt8(type), at: i)) }
            i += 1
        }
        var best = 0
        for type in 1..<5 where totals[type] < totals[best] { best = type }
        return UInt8(best)
    }

    /// Writes the row filtered with `type` at `output`.
    func write(_ type: UInt8, into output: UnsafeMutablePointer<UInt8>) {
        var i = 0
        while i + 16 <= length {
            let (x, a, b, c) = load(i)
            let value: Vector =
                switch type {
                case 1: x &- a
                case 2: x &- b
                case 3: x &- Self.average(a, b)
                case 4: x &- PNGPaeth.predict(a, b, c)
                default: x
                }
            UnsafeMutableRawPointer(output + i).storeBytes(of: value, as: Vector.self)
            i += 16
        }
        while i < length {
            output[i] = filtered(type, at: i)
            i += 1
        }
    }

    /// Byte `i` filtered with `type`, one at a time (the row's tail).
    private func filtered(_ type: UInt8, at i: Int) -> UInt8 {
        let (x, a, b, c) = (bytes[i], bytes[i - bpp], above[i], above[i - bpp])
        switch type {
        case 1: return x &- a
        case 2: return x &- b
        case 3: return x &- UInt8((UInt16(a) + UInt16(b)) >> 1)
        case 4:
            let p = Int(a) + Int(b) - Int(c)
            let (pa, pb, pc) = (abs(p - Int(a)), abs(p - Int(b)), abs(p - Int(c)))
            return x &- (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
        default: return x
        }
    }

    /// The bytes at `i`, left of `i`, above `i` and above-left of `i`.
    @inline(__always)
    private func load(_ i: Int) -> (Vector, Vector, Vector, Vector) {
        (
            UnsafeRawPointer(bytes + i).loadUnaligned(as: Vector.self),
            UnsafeRawPointer(bytes + i - bpp).loadUnaligned(as: Vector.self),
            UnsafeRawPointer(above + i).loadUnaligned(as: Vector.self),
            UnsafeRawPointer(above + i - bpp).loadUnaligned(as: Vector.self)
        )
    }

    @inline(__always)
    private static func magnitude(_ value: UInt8) -> Int {
        value < 128 ? Int(value) : 256 - Int(value)
    }

    /// The magnitudes of 16 signed bytes, added in neighbouring pairs.
    @inline(__always)
    private static func pairSums(_ value: Vector) -> SIMD8<UInt16> {
        let words = unsafeBitCast(pointwiseMin(value, 0 &- value), to: SIMD8<UInt16>.self)
        return (words & 0x00FF) &+ (words &>> 8)
    }

    @inline(__always)
    private static func widened(_ value: SIMD8<UInt16>) -> SIMD4<UInt32> {
        let words = unsafeBitCast(value, to: SIMD4<UInt32>.self)
        return (words & 0xFFFF) &+ (words &>> 16)
    }

    /// ⌊(a + b) / 2⌋ without leaving 8 bits.
    @inline(__always)
    private static func average(_ a: Vector, _ b: Vector) -> Vector {
        (a & b) &+ ((a ^ b) &>> 1)
    }
}
