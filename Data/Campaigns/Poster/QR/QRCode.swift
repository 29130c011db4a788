/// A QR code symbol (ISO/IEC 18004) of a byte string: byte mode, error-correction level M,
/// the smallest version of 1–10 that holds it, and the mask of the lowest penalty.
///
/// The matrix excludes the quiet zone; ``quietZone`` modules of light surround it when drawn.
/// Building is pure and deterministic: the same bytes always give the same modules.
struct QRCode: Equatable, Sendable {
    /// The light border a reader needs around the symbol, in modules.
    static let quietZone = 4

    /// Why a text cannot be encoded.
    enum Failure: Error, Equatable, Sendable {
        /// More bytes than version 10 at level M holds (213).
        case tooLong(bytes: Int)
    }

    /// The version (1–10).
    let version: Int
    /// The mask pattern chosen (0–7).
    let mask: Int
    /// Modules per side, without the quiet zone.
    let size: Int
    /// Row-major modules, true for dark.
    let modules: [Bool]

    /// Encodes the UTF-8 bytes of `text`.
    init(_ text: String) throws(Failure) {
        try self.init(bytes: Array(text.utf8))
    }

    /// Encodes `bytes`.
    init(bytes: [UInt8]) throws(Failure) {
        guard let version = QRVersion.smallest(holding: bytes.count) else {
            throw .tooLong(bytes: bytes.count)
        }
        let codewords = Self.interleaved(Self.dataCodewords(bytes, version: version), version)
        var matrix = QRMatrix(version: version)
        matrix.place(codewords)
        let (mask, masked) = (0..<8).map { mask in
            var candidate = matrix
            candidate.apply(mask: mask)
            return (mask, candidate)
        }.min { $0.1.penalty < $1.1.penalty }!  // NB: eight candidates, never empty.
        self.version = version.number
        self.mask = mask
        size = masked.size
        modules = masked.dark
    }

    /// The dark modules as horizontal runs, row by row: the rectangles both writers draw.
    var darkRuns: [(row: Int, column: Int, length: Int)] {
        var runs: [(row: Int, column: Int, length: Int)] = []
        for row in 0..<size {
            var column = 0
            while column < size {
                guard isDark(column: column, row: row) else {
                    column += 1
                    continue
                }
                let start = column
                while column < size, isDark(column: column, row: row) { column += 1 }
                runs.append((row, start, column - start))
            }
        }
        return runs
    }

    /// Whether the module at `column`, `row` is dark.
    func isDark(column: Int, row: Int) -> Bool { modules[row * size + column] }

    /// Mode 0100 (byte), the count, the bytes, up to four terminator bits, zero bits to a
    /// byte boundary, then the pad bytes 0xEC and 0x11 in turn (§7.4).
    static func dataCodewords(_ bytes: [UInt8], version: QRVersion) -> [UInt8] {
        var bits: [Bool] = []
        func append(_ value: Int, _ count: Int) {
            for bit in (0..<count).reversed() { bits.append((value >> bit) & 1 == 1) }
        }
        append(0b0100, 4)
        append(bytes.count, version.countBits)
        for byte in bytes { append(Int(byte), 8) }
        let capacity = version.dataCodewords * 8
        append(0, min(4, capacity - bits.count))
        append(0, (8 - bits.count % 8) % 8)
        var codewords = stride(from: 0, to: bits.count, by: 8).map { start in
            bits[start..<start + 8].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) }
        }
        var pad: UInt8 = 0xEC
        while codewords.count < version.dataCodewords {
            codewords.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return codewords
    }

    /// The data split into the version's blocks, each followed by its error correction, read
    /// out column by column: data codewords first, then error-correction codewords (§7.6).
    static func interleaved(_ data: [UInt8], _ version: QRVersion) -> [UInt8] {
        var blocks: [[UInt8]] = []
        var start = 0
        for count in version.dataPerBlock {
            blocks.append(Array(data[start..<start + count]))
            start += count
        }
        let corrections = blocks.map {
            QRReedSolomon.errorCorrection(for: $0, count: version.correctionPerBlock)
        }
        var result: [UInt8] = []
        for index in 0..<(version.dataPerBlock.max() ?? 0) {
            for block in blocks where index < block.count { result.append(block[index]) }
        }
        for index in 0..<version.correctionPerBlock {
            for correction in corrections { result.append(correction[index]) }
        }
        return result
    }
}
