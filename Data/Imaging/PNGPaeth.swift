/// PNG's Paeth predictor (PNG specification, section 9.4): of the left (`a`), up (`b`) and
/// upper-left (`c`) neighbours, the one nearest to `a + b − c`, ties going to `a`, then `b`.
///
/// One definition in two shapes: byte by byte for the decoder (each byte it unfilters depends
/// on the one before) and sixteen lanes at a time for the encoder's filter search.
/// `PNGPaethTests` checks that both agree on every byte triple.
enum PNGPaeth {
    /// The predictor of one byte.
    @inline(__always)
    static func predict(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a)
        let pb = abs(p - b)
        let pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// The predictor of each lane.
    ///
    /// NB: in 8 bits: |p − a| = |b − c|, |p − b| = |a − c| and |p − c| = |(a − c) + (b − c)|,
    /// the last saturated at 255 when both differences have the same sign (it then exceeds
    /// both others anyway, so the comparisons are unchanged).
    @inline(__always)
    static func predict(
        _ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>
    ) -> SIMD16<UInt8> {
        let pa = distance(b, c)
        let pb = distance(a, c)
        let sum = pa &+ pb
        let saturated = sum.replacing(with: 255, where: sum .< pa)
        let sameSign = .!((a .>= c) .^ (b .>= c))
        let pc = distance(pa, pb).replacing(with: saturated, where: sameSign)
        return c.replacing(with: b, where: pb .<= pc).replacing(
            with: a, where: (pa .<= pb) .& (pa .<= pc))
    }

    @inline(__always)
    private static func distance(_ x: SIMD16<UInt8>, _ y: SIMD16<UInt8>) -> SIMD16<UInt8> {
        pointwiseMax(x, y) &- pointwiseMin(x, y)
    }
}
