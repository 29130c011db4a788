/// PNG's five row filters (none, sub, up, average, Paeth), chosen per row by the smallest
/// sum of absolute differences, the heuristic the PNG specification recommends.
enum PNGRowFilter {
    /// `samples` split in rows of `rowLength` bytes, each prefixed with its chosen filter.
    static func filter(_ samples: [UInt8], rowLength: Int, bytesPerPixel: Int) -> [UInt8] {
        guard rowLength > 0 else { return [] }
        let rowCount = samples.count / rowLength
        var out = [UInt8](repeating: 0, count: rowCount * (rowLength + 1))
        var candidate = [UInt8](repeating: 0, count: rowLength)
        var best = [UInt8](repeating: 0, count: rowLength)
        let zeros = [UInt8](repeating: 0, count: rowLength)
        samples.withUnsafeBufferPointer { all in
            for row in 0..<rowCount {
                let current = UnsafeBufferPointer(
                    rebasing: all[(row * rowLength)..<((row + 1) * rowLength)])
                zeros.withUnsafeBufferPointer { zero in
                    let above =
                        row == 0
                        ? zero
                        : UnsafeBufferPointer(
                            rebasing: all[((row - 1) * rowLength)..<(row * rowLength)])
                    var bestType: UInt8 = 0
                    var bestScore = Int.max
                    for type in UInt8(0)...4 {
                        let score = apply(type, current, above, bytesPerPixel, into: &candidate)
                        if score < bestScore {
                            bestScore = score
                            bestType = type
                            swap(&best, &candidate)
                        }
                    }
                    let start = row * (rowLength + 1)
                    out[start] = bestType
                    out.replaceSubrange((start + 1)...(start + rowLength), with: best)
                }
            }
        }
        return out
    }

    /// Filters one row with `type` into `output`; returns the sum of absolute signed bytes.
    /// NB: one loop per filter type, so the hot loops carry no per-byte switch.
    private static func apply(
        _ type: UInt8, _ row: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>,
        _ bpp: Int, into output: inout [UInt8]
    ) -> Int {
        output.withUnsafeMutableBufferPointer { out in
            switch type {
            case 1: filterRow(row, above, bpp, out) { left, _, _ in left }
            case 2: filterRow(row, above, bpp, out) { _, up, _ in up }
            case 3:
                filterRow(row, above, bpp, out) { left, up, _ in UInt8((Int(left) + Int(up)) >> 1) }
            case 4: filterRow(row, above, bpp, out) { left, up, upLeft in paeth(left, up, upLeft) }
            default: filterRow(row, above, bpp, out) { _, _, _ in 0 }
            }
        }
    }

    /// Writes `row` minus `predictor(left, up, upLeft)` for every byte; returns the score.
    @inline(__always)
    private static func filterRow(
        _ row: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>, _ bpp: Int,
        _ out: UnsafeMutableBufferPointer<UInt8>, predictor: (UInt8, UInt8, UInt8) -> UInt8
    ) -> Int {
        var score = 0
        for i in 0..<min(bpp, row.count) {
            let value = row[i] &- predictor(0, above[i], 0)
            out[i] = value
            score &+= value < 128 ? Int(value) : 256 - Int(value)
        }
        var i = bpp
        while i < row.count {
            let value = row[i] &- predictor(row[i - bpp], above[i], above[i - bpp])
            out[i] = value
            score &+= value < 128 ? Int(value) : 256 - Int(value)
            i += 1
        }
        return score
    }

    @inline(__always)
    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
