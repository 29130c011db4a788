import Testing

@testable import Imaging

@Suite struct PNGRowFilterTests {
    /// Noise rows whose length is not a multiple of 16, so both the 16-byte vector path and
    /// the byte-by-byte tail run.
    private static func noise(rows: Int, length: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<(rows * length)).map { index in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Smooth runs and noise mixed, so every predictor sees small and large steps.
            return index % 7 < 3 ? UInt8(truncatingIfNeeded: index / 5) : UInt8(state >> 56)
        }
    }

    private static func filtered(
        _ samples: [UInt8], rowLength: Int, bpp: Int, only: UInt8? = nil
    ) -> [UInt8] {
        PNGRowFilter.filter(
            rowCount: samples.count / rowLength, rowLength: rowLength, bytesPerPixel: bpp,
            only: only
        ) { y, row in
            for i in 0..<rowLength { row[i] = samples[y * rowLength + i] }
        }
    }

    @Test(arguments: [3, 4], 0...4)
    func filter_eachTypeOnNoise_undoesToTheSameBytes(bpp: Int, type: Int) {
        let length = 23 * bpp
        let samples = Self.noise(rows: 6, length: length, seed: UInt64(bpp * 10 + type))

        let rows = Self.filtered(samples, rowLength: length, bpp: bpp, only: UInt8(type))

        #expect(stride(from: 0, to: rows.count, by: length + 1).allSatisfy { rows[$0] == type })
        #expect(PNGTestDecoder.unfilter(rows, width: 23, channels: bpp) == samples)
    }

    /// 131 rows are filtered in two bands; the second band's first row predicts from the
    /// first band's last row.
    @Test(arguments: 2...4)
    func filter_rowsInTwoBands_undoToTheSameBytes(type: Int) {
        let samples = Self.noise(rows: 131, length: 17 * 3, seed: UInt64(type))

        let rows = Self.filtered(samples, rowLength: 17 * 3, bpp: 3, only: UInt8(type))

        #expect(PNGTestDecoder.unfilter(rows, width: 17, channels: 3) == samples)
    }

    @Test(arguments: [3, 4])
    func filter_chosenType_hasTheSmallestSumOfMagnitudes(bpp: Int) {
        let length = 41 * bpp
        let samples = Self.noise(rows: 8, length: length, seed: UInt64(bpp))
        let byType = (0...4).map { Self.filtered(samples, rowLength: length, bpp: bpp, only: $0) }

        let chosen = Self.filtered(samples, rowLength: length, bpp: bpp)

        for row in 0..<8 {
            let start = row * (length + 1)
            let sums = byType.map { rows in
                rows[(start + 1)...(start + length)].reduce(0) {
                    $0 + ($1 < 128 ? Int($1) : 256 - Int($1))
                }
            }
            let best = sums.indices.min { sums[$0] < sums[$1] } ?? 0
            #expect(Int(chosen[start]) == best, "row \(row): sums \(sums)")
        }
        #expect(PNGTestDecoder.unfilter(chosen, width: 41, channels: bpp) == samples)
    }
}
