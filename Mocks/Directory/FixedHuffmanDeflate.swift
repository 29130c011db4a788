import CleanAppsDataCore

/// Raw DEFLATE (RFC 1951) in one fixed-Huffman block, for the workbooks the harness writes.
///
/// Greedy LZ77: each position is matched against the last earlier position with the same
/// three bytes inside the 32 KiB window. Fixed codes need no code-length tables, which keeps
/// the writer small; sheet XML still shrinks several times (zlib's dynamic codes do better),
/// and the reader's inflate decodes literals, lengths and distances as it does for a
/// workbook saved by a spreadsheet program.
enum FixedHuffmanDeflate {
    private static let windowSize = 32_768
    private static let minimumMatch = 3
    private static let maximumMatch = 258
    private static let hashBits: UInt32 = 15
    private static let endOfBlock = 256

    /// The compressed stream for `input`: one final block of type 01 (fixed Huffman codes).
    static func compress(_ input: [UInt8]) -> [UInt8] {
        var output = DeflateBitWriter(capacity: input.count / 3 + 16)
        output.write(1, bitCount: 1)  // BFINAL: the only block
        output.write(1, bitCount: 2)  // BTYPE 01: fixed Huffman codes
        var lastPosition = [Int32](repeating: -1, count: 1 << Int(hashBits))
        input.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                let match = longestMatch(at: index, in: bytes, lastPosition: &lastPosition)
                guard match.length >= minimumMatch else {
                    writeSymbol(Int(bytes[index]), to: &output)
                    index += 1
                    continue
                }
                writeMatch(length: match.length, distance: match.distance, to: &output)
                for covered in index + 1..<index + match.length {
                    remember(covered, in: bytes, lastPosition: &lastPosition)
                }
                index += match.length
            }
        }
        writeSymbol(endOfBlock, to: &output)
        return output.finish()
    }

    /// The match at `index` with the last position sharing its first three bytes (length 0
    /// when there is none), recording `index` as the new last position.
    private static func longestMatch(
        at index: Int, in bytes: UnsafeBufferPointer<UInt8>, lastPosition: inout [Int32]
    ) -> (length: Int, distance: Int) {
        guard let hash = hash(at: index, in: bytes) else { return (0, 0) }
        let candidate = Int(lastPosition[hash])
        lastPosition[hash] = Int32(index)
        guard candidate >= 0, index - candidate <= windowSize else { return (0, 0) }
        let limit = min(maximumMatch, bytes.count - index)
        var length = 0
        while length < limit, bytes[candidate + length] == bytes[index + length] { length += 1 }
        return (length, index - candidate)
    }

    private static func remember(
        _ index: Int, in bytes: UnsafeBufferPointer<UInt8>, lastPosition: inout [Int32]
    ) {
        if let hash = hash(at: index, in: bytes) { lastPosition[hash] = Int32(index) }
    }

    /// A hash of the three bytes at `index`, nil when fewer than three remain.
    private static func hash(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard index + minimumMatch <= bytes.count else { return nil }
        let key =
            UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
        return Int((key &* 2_654_435_761) >> (32 - hashBits))
    }

    private static func writeMatch(length: Int, distance: Int, to output: inout DeflateBitWriter) {
        let lengthCode = lengthCodes[length]
        writeSymbol(257 + lengthCode, to: &output)
        output.write(
            UInt32(length - lengthBases[lengthCode]), bitCount: lengthExtraBits[lengthCode])
        let distanceCode = distanceCodes[distance]
        output.write(reversed(UInt32(distanceCode), bitCount: 5), bitCount: 5)
        output.write(
            UInt32(distance - distanceBases[distanceCode]),
            bitCount: distanceExtraBits[distanceCode])
    }

    /// Writes a literal/length symbol with its fixed code (RFC 1951 §3.2.6).
    private static func writeSymbol(_ symbol: Int, to output: inout DeflateBitWriter) {
        let code = fixedCodes[symbol]
        output.write(code.bits, bitCount: code.count)
    }

    /// The fixed literal/length codes, bit-reversed because Huffman codes are sent
    /// most significant bit first while the stream is packed from the low bit.
    private static let fixedCodes: [(bits: UInt32, count: Int)] = (0..<288).map { symbol in
        let (first, count, firstCode): (Int, Int, Int) =
            switch symbol {
            case 0...143: (0, 8, 0x30)
            case 144...255: (144, 9, 0x190)
            case 256...279: (256, 7, 0)
            default: (280, 8, 0xC0)
            }
        return (reversed(UInt32(firstCode + symbol - first), bitCount: count), count)
    }

    private static func reversed(_ code: UInt32, bitCount: Int) -> UInt32 {
        var result: UInt32 = 0
        for bit in 0..<bitCount { result = result << 1 | (code >> bit) & 1 }
        return result
    }

    private static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
        131, 163, 195, 227, 258,
    ]
    private static let lengthExtraBits = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
        2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtraBits = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
        13, 13,
    ]

    /// Length (0...258) → index into ``lengthBases``.
    private static let lengthCodes = codeTable(bases: lengthBases, upTo: maximumMatch)
    /// Distance (0...32768) → index into ``distanceBases``.
    private static let distanceCodes = codeTable(bases: distanceBases, upTo: windowSize)

    /// For every value up to `upTo`, the last code whose base is at most the value.
    private static func codeTable(bases: [Int], upTo limit: Int) -> [Int] {
        var table = [Int](repeating: 0, count: limit + 1)
        var code = 0
        for value in 0...limit {
            while code + 1 < bases.count, bases[code + 1] <= value { code += 1 }
            table[value] = code
        }
        return table
    }
}

/// Packs bit fields into bytes from the least significant bit, as DEFLATE requires.
struct DeflateBitWriter {
    private var bytes: [UInt8] = []
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends the low `bitCount` bits of `value` (at most 32).
    mutating func write(_ value: UInt32, bitCount: Int) {
        pending |= UInt64(value) << pendingCount
        pendingCount += bitCount
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }

    /// The bytes written, the last one padded with zero bits.
    func finish() -> [UInt8] {
        pendingCount > 0 ? bytes + [UInt8(truncatingIfNeeded: pending)] : bytes
    }
}
