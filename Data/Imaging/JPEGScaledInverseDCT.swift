import Foundation

/// The reduced inverse DCTs of libjpeg's scaled decoding (`scale_denom` 2, 4 and 8): an 8×8
/// block gives n×n samples (n = 4, 2 or 1), the block's picture seen at 1/2, 1/4 or 1/8 of
/// its size, so a photo much larger than the box it is drawn in never expands to full size.
///
/// Sample k is the average of the 8/n full-size outputs it stands for (libjpeg-turbo's
/// `jidctred` defines it so): in one dimension `Σ C(u)/2 · F(u) · mean(cos((2x+1)uπ / 16))`
/// over the x of group k and all eight u, with C(0) = 1/√2, done separably in fixed point
/// (13-bit constants; the column pass in 32 bits, the row pass in 64). Arithmetic wraps, so
/// hostile coefficients give wrong pixels, never a trap.
enum JPEGScaledInverseDCT {
    /// The basis of each size: n rows of 8 constants,
    /// `C(u)/2 · mean over group k of cos((2x+1)uπ / 16)` · 2^13.
    static func basis(size: Int) -> [Int] {
        let group = 8 / max(size, 1)
        var constants: [Int] = []
        for k in 0..<size {
            for u in 0..<8 {
                let weight = u == 0 ? 0.5.squareRoot() / 2 : 0.5
                var sum = 0.0
                for x in (k * group)..<((k + 1) * group) {
                    sum += cos(Double((2 * x + 1) * u) * Double.pi / 16)
                }
                constants.append(Int((weight * sum / Double(group) * 8_192).rounded()))
            }
        }
        return constants
    }

    /// Transforms one block (natural order, quantised) with `quant` into `size` × `size`
    /// samples (`size` 1, 2 or 4) at `output`, `stride` bytes per row; `basis` comes from
    /// ``basis(size:)`` and `workspace` holds at least 64 values.
    @inline(__always)
    static func transform(
        _ block: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, size: Int,
        basis: UnsafePointer<Int>, output: UnsafeMutablePointer<UInt8>, stride: Int,
        workspace: UnsafeMutablePointer<Int>
    ) {
        if size == 1 {
            let dc = Int(block[0]) &* Int(quant[0])
            output.pointee = clamp(((dc &+ 4) >> 3) &+ 128)
            return
        }
        // Columns, all eight at once (one SIMD lane each, 32-bit like libjpeg's):
        // workspace[k·8 + c] = Σ_r basis[k][r] · F(r, c), kept at 2^5; all-zero rows of
        // coefficients (most high-frequency ones) are skipped.
        var sums = (
            JPEGInverseDCT.Lanes(), JPEGInverseDCT.Lanes(), JPEGInverseDCT.Lanes(),
            JPEGInverseDCT.Lanes()
        )
        for row in 0..<8 {
            let b = block + row * 8
            let raw = UnsafeRawPointer(b)
            guard
                raw.loadUnaligned(as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) != 0
            else { continue }
            let coefficients =
                JPEGInverseDCT.Lanes(
                    Int32(b[0]), Int32(b[1]), Int32(b[2]), Int32(b[3]), Int32(b[4]),
                    Int32(b[5]), Int32(b[6]), Int32(b[7]))
                &* UnsafeRawPointer(quant + row * 8).loadUnaligned(as: JPEGInverseDCT.Lanes.self)
            sums.0 &+= coefficients &* Int32(truncatingIfNeeded: basis[row])
            sums.1 &+= coefficients &* Int32(truncatingIfNeeded: basis[8 + row])
            if size == 4 {
                sums.2 &+= coefficients &* Int32(truncatingIfNeeded: basis[16 + row])
                sums.3 &+= coefficients &* Int32(truncatingIfNeeded: basis[24 + row])
            }
        }
        for k in 0..<size {
            let sum =
                k == 0 ? sums.0 : k == 1 ? sums.1 : k == 2 ? sums.2 : sums.3
            let scaled = (sum &+ 128) &>> 8
            for column in 0..<8 { workspace[k * 8 + column] = Int(scaled[column]) }
        }
        // Rows: the samples, at 2^18, rounded and level-shifted.
        for k in 0..<size {
            let out = output + k * stride
            for l in 0..<size {
                var sum = 0
                for column in 0..<8 {
                    sum = sum &+ basis[l * 8 + column] &* workspace[k * 8 + column]
                }
                out[l] = clamp(((sum &+ (1 << 17)) >> 18) &+ 128)
            }
        }
    }

    @inline(__always)
    private static func clamp(_ value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: value < 0 ? 0 : value > 255 ? 255 : value)
    }
}
