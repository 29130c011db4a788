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
    private static func apply(
        _ type: UInt8, _ row: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>,
        _ bpp: Int, into output: inout [UInt8]
    ) -> Int {
        var score = 0
        output.withUnsafeMutableBufferPointer { out in
            for i in 0..<row.count {
                let left = i >= bpp ? row[i - bpp] : 0
                let up = above[i]
                let upLeft = i >= bpp ? above[i - bpp] : 0
                let predictor: UInt8
                switch type {
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = UInt8((Int(left) + Int(up)) / 2)
                case 4: predictor = paeth(left, up, upLeft)
                default: predictor = 0
                }
                let value = row[i] &- predictor
                out[i] = value
                score += value < 128 ? Int(value) : 256 - Int(value)
            }
        }
        return score
    }

    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
