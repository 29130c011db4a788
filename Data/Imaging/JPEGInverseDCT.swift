/// The 8×8 inverse DCT with dequantisation: the accurate integer algorithm of the IJG's
/// `jidctint.c` (Loeffler–Ligtenberg–Moschytz, 12-bit fixed-point constants), as in
/// stb_image. Arithmetic is 64-bit, so hostile coefficients cannot overflow.
enum JPEGInverseDCT {
    private static func fix(_ value: Double) -> Int { Int(value * 4_096 + 0.5) }
    private static let c0541 = fix(0.5411961)
    private static let cMinus1847 = fix(-1.847759065)
    private static let c0765 = fix(0.765366865)
    private static let c1175 = fix(1.175875602)
    private static let c0298 = fix(0.298631336)
    private static let c2053 = fix(2.053119869)
    private static let c3072 = fix(3.072711026)
    private static let c1501 = fix(1.501321110)
    private static let cMinus0899 = fix(-0.899976223)
    private static let cMinus2562 = fix(-2.562915447)
    private static let cMinus1961 = fix(-1.961570560)
    private static let cMinus0390 = fix(-0.390180644)

    /// Transforms one block of quantised coefficients (natural order) with the quantisation
    /// table `quant` (natural order) into 8×8 samples at `output`, `stride` bytes per row.
    @inline(__always)
    static func transform(
        _ block: UnsafePointer<Int16>, quant: UnsafePointer<Int32>,
        output: UnsafeMutablePointer<UInt8>, stride: Int,
        workspace: UnsafeMutablePointer<Int>
    ) {
        for column in 0..<8 {
            let b = block + column
            let q = quant + column
            let s0 = Int(b[0]) * Int(q[0])
            if b[8] == 0 && b[16] == 0 && b[24] == 0 && b[32] == 0 && b[40] == 0 && b[48] == 0
                && b[56] == 0
            {
                let dc = s0 << 2
                for row in 0..<8 { workspace[row * 8 + column] = dc }
                continue
            }
            let r = oneDimension(
                s0, Int(b[8]) * Int(q[8]), Int(b[16]) * Int(q[16]), Int(b[24]) * Int(q[24]),
                Int(b[32]) * Int(q[32]), Int(b[40]) * Int(q[40]), Int(b[48]) * Int(q[48]),
                Int(b[56]) * Int(q[56]), bias: 512)
            for row in 0..<8 { workspace[row * 8 + column] = r[row] >> 10 }
        }
        for row in 0..<8 {
            let w = workspace + row * 8
            let r = oneDimension(
                w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7], bias: 65_536 + (128 << 17))
            let out = output + row * stride
            for column in 0..<8 {
                let value = r[column] >> 17
                out[column] = UInt8(truncatingIfNeeded: value < 0 ? 0 : value > 255 ? 255 : value)
            }
        }
    }

    /// One 8-point IDCT; the results still carry the 12-bit constant scale plus `bias`.
    @inline(__always)
    private static func oneDimension(
        _ s0: Int, _ s1: Int, _ s2: Int, _ s3: Int, _ s4: Int, _ s5: Int, _ s6: Int, _ s7: Int,
        bias: Int
    ) -> SIMD8<Int> {
        var p1 = (s2 + s6) * c0541
        var t2 = p1 + s6 * cMinus1847
        var t3 = p1 + s2 * c0765
        var t0 = (s0 + s4) << 12
        var t1 = (s0 - s4) << 12
        let x0 = t0 + t3 + bias
        let x3 = t0 - t3 + bias
        let x1 = t1 + t2 + bias
        let x2 = t1 - t2 + bias
        t0 = s7
        t1 = s5
        t2 = s3
        t3 = s1
        var p3 = t0 + t2
        var p4 = t1 + t3
        p1 = t0 + t3
        var p2 = t1 + t2
        let p5 = (p3 + p4) * c1175
        t0 *= c0298
        t1 *= c2053
        t2 *= c3072
        t3 *= c1501
        p1 = p5 + p1 * cMinus0899
        p2 = p5 + p2 * cMinus2562
        p3 *= cMinus1961
        p4 *= cMinus0390
        t3 += p1 + p4
        t2 += p2 + p3
        t1 += p2 + p4
        t0 += p1 + p3
        return SIMD8(x0 + t3, x1 + t2, x2 + t1, x3 + t0, x3 - t0, x2 - t1, x1 - t2, x0 - t3)
    }
}
