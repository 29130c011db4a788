/// Progressive JPEG files of one flat colour with any scan script, written in a few lines, for
/// the decoder's limits: every AC coefficient is zero, so each AC scan is end-of-band runs and
/// costs a few bytes however many blocks it covers (a 7000×7000 file of 946 scans is 660 KB).
///
/// Three components (4:4:4, ids 1–3) or one (grey); quantisation 1 everywhere; the DC table is
/// the standard luminance one, the AC table holds the 15 end-of-band run symbols alone.
public enum FlatProgressiveJPEG {
    /// One scan: its components (0-based), spectral band and successive approximation.
    public struct Scan: Sendable {
        /// The components it codes, 0-based.
        public let components: [Int]
        /// The first coefficient of its band, in zig-zag order (0 for DC).
        public let start: Int
        /// The last coefficient of its band.
        public let end: Int
        /// The bit position an earlier scan stopped at (0 for a first scan).
        public let high: Int
        /// The bit position this scan stops at.
        public let low: Int

        /// A scan of `components` over coefficients `start...end`, bits `high` → `low`.
        public init(components: [Int], start: Int, end: Int, high: Int, low: Int) {
            (self.components, self.start, self.end, self.high, self.low) =
                (components, start, end, high, low)
        }
    }

    /// The file of a `width` × `height` photo of `components` components (1 or 3) whose
    /// samples are all `value`, sent by `scans`.
    public static func file(
        width: Int, height: Int, components: Int = 3, value: UInt8 = 100, scans: [Scan]
    ) -> [UInt8] {
        var out: [UInt8] = [0xFF, 0xD8]
        out += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        var frame: [UInt8] = [8] + bigEndian16(height) + bigEndian16(width) + [UInt8(components)]
        for id in 0..<components { frame += [UInt8(id + 1), 0x11, 0] }
        out += segment(0xC2, frame)
        out += segment(0xC4, [0x00] + dcCounts + Array(0...11) + [0x10] + acCounts + acSymbols)
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        // NB: a flat block's DC coefficient is 8 × (value − 128) at quantisation 1.
        let dc = (Int(value) - 128) * 8
        for scan in scans {
            var header: [UInt8] = [UInt8(scan.components.count)]
            for component in scan.components { header += [UInt8(component + 1), 0x00] }
            header += [UInt8(scan.start), UInt8(scan.end), UInt8(scan.high << 4 | scan.low)]
            out += segment(0xDA, header)
            var bits = BitWriter()
            if scan.start == 0 {
                for block in 0..<blocks {
                    for _ in scan.components {
                        if scan.high > 0 {
                            bits.put(dc >> scan.low & 1, 1)
                        } else {
                            bits.putDC(block == 0 ? dc >> scan.low : 0)
                        }
                    }
                }
            } else {
                var left = blocks
                while left > 0 {
                    let run = min(14, Int.bitWidth - 1 - left.leadingZeroBitCount)
                    let count = min(left, (1 << (run + 1)) - 1)
                    bits.put(run, 4)  // NB: AC symbol run << 4 has the 4-bit code `run`.
                    bits.put(count - (1 << run), run)
                    left -= count
                }
            }
            out += bits.finish()
        }
        return out + [0xFF, 0xD9]
    }

    /// DC first for every component, then each component's 63 AC coefficients one per scan
    /// at point transform `shift`, then each refined bit by bit down to 0: 1 + 63 · c ·
    /// (1 + `shift`) scans (946 for three components and shift 4).
    public static func oneCoefficientPerScan(components: Int = 3, shift: Int) -> [Scan] {
        var scans = [Scan(components: Array(0..<components), start: 0, end: 0, high: 0, low: 0)]
        for component in 0..<components {
            for k in 1...63 {
                scans.append(Scan(components: [component], start: k, end: k, high: 0, low: shift))
            }
        }
        for bit in stride(from: shift, to: 0, by: -1) {
            for component in 0..<components {
                for k in 1...63 {
                    scans.append(
                        Scan(components: [component], start: k, end: k, high: bit, low: bit - 1))
                }
            }
        }
        return scans
    }

    /// DC first at point transform `dcShift` and refined to 0 (every component together),
    /// then each component's whole AC band first at `acShift` and refined bit by bit to 0:
    /// every AC scan is end-of-band runs over the whole image (37 scans for 3, 3 and 10).
    public static func fullBandRefinements(components: Int = 3, dcShift: Int, acShift: Int)
        -> [Scan]
    {
        let all = Array(0..<components)
        var scans = [Scan(components: all, start: 0, end: 0, high: 0, low: dcShift)]
        for bit in stride(from: dcShift, to: 0, by: -1) {
            scans.append(Scan(components: all, start: 0, end: 0, high: bit, low: bit - 1))
        }
        for component in all {
            scans.append(Scan(components: [component], start: 1, end: 63, high: 0, low: acShift))
            for bit in stride(from: acShift, to: 0, by: -1) {
                scans.append(
                    Scan(components: [component], start: 1, end: 63, high: bit, low: bit - 1))
            }
        }
        return scans
    }

    /// The standard luminance DC table's code counts (ITU T.81 K.3).
    private static let dcCounts: [UInt8] = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]
    /// Fifteen 4-bit codes: end-of-band runs of 2^0 … 2^14 blocks.
    private static let acCounts: [UInt8] = [0, 0, 0, 15] + [UInt8](repeating: 0, count: 12)
    private static let acSymbols: [UInt8] = (0..<15).map { UInt8($0 << 4) }

    private static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        [0xFF, marker] + bigEndian16(body.count + 2) + body
    }

    private static func bigEndian16(_ value: Int) -> [UInt8] {
        [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// Entropy-coded bits, most significant first, with a zero stuffed after each 0xFF.
    private struct BitWriter {
        private var bytes: [UInt8] = []
        private var buffer = 0
        private var count = 0

        mutating func put(_ value: Int, _ width: Int) {
            for bit in stride(from: width - 1, through: 0, by: -1) {
                buffer = buffer << 1 | (value >> bit & 1)
                count += 1
                if count == 8 {
                    bytes.append(UInt8(buffer))
                    if buffer == 0xFF { bytes.append(0) }
                    (buffer, count) = (0, 0)
                }
            }
        }

        /// A DC difference: its size category's code in the standard table, then its bits.
        mutating func putDC(_ difference: Int) {
            let size = difference == 0 ? 0 : Int.bitWidth - abs(difference).leadingZeroBitCount
            let codes: [(Int, Int)] = [
                (0b00, 2), (0b010, 3), (0b011, 3), (0b100, 3), (0b101, 3), (0b110, 3),
                (0b1110, 4), (0b11110, 5), (0b111110, 6), (0b1111110, 7), (0b11111110, 8),
                (0b111111110, 9),
            ]
            put(codes[size].0, codes[size].1)
            put(difference > 0 ? difference : difference + (1 << size) - 1, size)
        }

        mutating func finish() -> [UInt8] {
            while count > 0 { put(1, 1) }
            return bytes
        }
    }
}
