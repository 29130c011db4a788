/// The 8×8 inverse DCT with dequantisation: the accurate integer algorithm of the IJG's
/// `jidctint.c` (Loeffler–Ligtenberg–Moschytz, 12-bit fixed-point constants), as in
/// stb_image, in 32-bit arithmetic as both do. Arithmetic wraps, so hostile coefficients
/// give wrong pixels, never a trap.
///
/// NB: eight columns at a time, one SIMD lane each, then (after a transpose through
/// `workspace`) eight rows at a time: the scalar column-by-column version was a quarter
/// of a full-size decode.
enum JPEGInverseDCT {
    typealias Lanes = SIMD8<Int32>

    /// Transforms one block of quantised coefficients (natural order) with the quantisation
    /// table `quant` (natural order) into 8×8 samples at `output`, `stride` bytes per row;
    /// `workspace` holds at least 64 values.
    @inline(__always)
    static func transform(
        _ block: UnsafePointer<Int16>, quant: UnsafePointer<Int32>,
        output: UnsafeMutablePointer<UInt8>, stride: Int,
        workspace: UnsafeMutablePointer<Int32>
    ) {
        let s0 = row(0, block, quant)
        let acRows = UnsafeRawPointer(block + 8)
        var any: UInt64 = 0
        for word in 0..<14 {
            any |= acRows.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
        }
        // Columns (lane = column); an all-zero AC part leaves 4 × DC in every row, exactly
        // what the full transform gives then.
        var columns: (Lanes, Lanes, Lanes, Lanes, Lanes, Lanes, Lanes, Lanes)
        if any == 0 {
            let dc = s0 &<< 2
            columns = (dc, dc, dc, dc, dc, dc, dc, dc)
        } else {
            let r = oneDimension(
                s0, row(1, block, quant), row(2, block, quant), row(3, block, quant),
                row(4, block, quant), row(5, block, quant), row(6, block, quant),
                row(7, block, quant), bias: 512)
            columns = (
                r.0 &>> 10, r.1 &>> 10, r.2 &>> 10, r.3 &>> 10, r.4 &>> 10, r.5 &>> 10,
                r.6 &>> 10, r.7 &>> 10
            )
        }
        let raw = UnsafeMutableRawPointer(workspace)
        raw.storeBytes(of: columns.0, toByteOffset: 0, as: Lanes.self)
        raw.storeBytes(of: columns.1, toByteOffset: 32, as: Lanes.self)
        raw.storeBytes(of: columns.2, toByteOffset: 64, as: Lanes.self)
        raw.storeBytes(of: columns.3, toByteOffset: 96, as: Lanes.self)
        raw.storeBytes(of: columns.4, toByteOffset: 128, as: Lanes.self)
        raw.storeBytes(of: columns.5, toByteOffset: 160, as: Lanes.self)
        raw.storeBytes(of: columns.6, toByteOffset: 192, as: Lanes.self)
        raw.storeBytes(of: columns.7, toByteOffset: 224, as: Lanes.self)
        // Rows (lane = row): vector k holds column k of every row.
        let r = oneDimension(
            column(0, workspace), column(1, workspace), column(2, workspace),
            column(3, workspace), column(4, workspace), column(5, workspace),
            column(6, workspace), column(7, workspace), bias: 65_536 + (128 << 17))
        // Each row's eight bytes as two 32-bit words, built lane-parallel (lane = row).
        let low = clamp(r.0) | clamp(r.1) &<< 8 | clamp(r.2) &<< 16 | clamp(r.3) &<< 24
        let high = clamp(r.4) | clamp(r.5) &<< 8 | clamp(r.6) &<< 16 | clamp(r.7) &<< 24
        for y in 0..<8 {
            let out = UnsafeMutableRawPointer(output + y * stride)
            out.storeBytes(of: UInt32(truncatingIfNeeded: low[y]).littleEndian, as: UInt32.self)
            out.storeBytes(
                of: UInt32(truncatingIfNeeded: high[y]).littleEndian, toByteOffset: 4,
                as: UInt32.self)
        }
    }

    /// Row `y` of the block, dequantised.
    @inline(__always)
    private static func row(_ y: Int, _ block: UnsafePointer<Int16>, _ quant: UnsafePointer<Int32>)
        -> Lanes
    {
        let b = block + y * 8
        let coefficients = Lanes(
            Int32(b[0]), Int32(b[1]), Int32(b[2]), Int32(b[3]), Int32(b[4]), Int32(b[5]),
            Int32(b[6]), Int32(b[7]))
        return coefficients &* UnsafeRawPointer(quant + y * 8).loadUnaligned(as: Lanes.self)
    }

    /// Column `x` of the workspace's 8 rows.
    @inline(__always)
    private static func column(_ x: Int, _ w: UnsafePointer<Int32>) -> Lanes {
        Lanes(w[x], w[8 + x], w[16 + x], w[24 + x], w[32 + x], w[40 + x], w[48 + x], w[56 + x])
    }

    /// `value >> 17` clamped to 0…255.
    @inline(__always)
    static func clamp(_ value: Lanes) -> Lanes {
        clampToByte(value &>> 17)
    }

    /// Each lane clamped to 0…255 with shifts and masks only (NB: `pointwiseMin`/`Max` are
    /// not inlined for integer vectors here and cost more than the transform's stores).
    @inline(__always)
    static func clampToByte(_ value: Lanes) -> Lanes {
        let positive = value & ~(value &>> 31)
        let over = (255 &- positive) &>> 31
        return (positive & ~over) | (over & 255)
    }

    /// Eight 8-point IDCTs, one per lane; the results still carry the 12-bit constant
    /// scale plus `bias`.
    @inline(__always)
    private static func oneDimension(
        _ s0: Lanes, _ s1: Lanes, _ s2: Lanes, _ s3: Lanes, _ s4: Lanes, _ s5: Lanes,
        _ s6: Lanes, _ s7: Lanes, bias: Int32
    ) -> (Lanes, Lanes, Lanes, Lanes, Lanes, Lanes, Lanes, Lanes) {
        // NB: the constants are FIX(x) = Int(x · 4096 + 0.5) of the values named.
        let bias = Lanes(repeating: bias)
        var p1 = (s2 &+ s6) &* 2_217  // 0.5411961
        var t2 = p1 &+ s6 &* -7_567  // -1.847759065
        var t3 = p1 &+ s2 &* 3_135  // 0.765366865
        var t0 = (s0 &+ s4) &<< 12
        var t1 = (s0 &- s4) &<< 12
        let x0 = t0 &+ t3 &+ bias
        let x3 = t0 &- t3 &+ bias
        let x1 = t1 &+ t2 &+ bias
        let x2 = t1 &- t2 &+ bias
        t0 = s7
        t1 = s5
        t2 = s3
        t3 = s1
        var p3 = t0 &+ t2
        var p4 = t1 &+ t3
        p1 = t0 &+ t3
        var p2 = t1 &+ t2
        let p5 = (p3 &+ p4) &* 4_816  // 1.175875602
        t0 = t0 &* 1_223  // 0.298631336
        t1 = t1 &* 8_410  // 2.053119869
        t2 = t2 &* 12_586  // 3.072711026
        t3 = t3 &* 6_149  // 1.501321110
        p1 = p5 &+ p1 &* -3_685  // -0.899976223
        p2 = p5 &+ p2 &* -10_497  // -2.562915447
        p3 = p3 &* -8_034  // -1.961570560
        p4 = p4 &* -1_597  // -0.390180644
        t3 = t3 &+ p1 &+ p4
        t2 = t2 &+ p2 &+ p3
        t1 = t1 &+ p2 &+ p4
        t0 = t0 &+ p1 &+ p3
        return (
            x0 &+ t3, x1 &+ t2, x2 &+ t1, x3 &+ t0, x3 &- t0, x2 &- t1, x1 &- t2, x0 &- t3
        )
    }
}
