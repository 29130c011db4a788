/// A canonical Huffman code for DEFLATE, decoded through a lookup table.
///
/// Codes up to ``fastBits`` long decode with one table lookup on the next bits of input
/// (DEFLATE packs codes most-significant-bit first into a least-significant-bit-first stream,
/// so the table is indexed by the bit-reversed code). Longer codes, which are rare because
/// they belong to rare symbols, fall back to walking the canonical code length by length.
/// The storage is a caller-owned buffer so that decoding a block allocates nothing.
struct HuffmanTable {
    /// How many bits one lookup resolves.
    static let fastBits = 10
    /// UInt16 slots a table needs: the lookup table, 16 counts, and up to 288 symbols.
    static let storageSize = (1 << fastBits) + 16 + 288

    /// Entry = symbol << 4 | code length; 0 means "longer than fastBits, take the slow path".
    private let fast: UnsafeMutablePointer<UInt16>
    private let counts: UnsafeMutablePointer<UInt16>
    private let symbols: UnsafeMutablePointer<UInt16>

    init(storage: UnsafeMutablePointer<UInt16>) {
        fast = storage
        counts = storage + (1 << Self.fastBits)
        symbols = counts + 16
    }

    /// Rebuilds the code from one length per symbol (0 = unused).
    ///
    /// Over-subscribed codes are invalid. Incomplete codes are accepted, as zlib does for a
    /// single distance code; their unused bit patterns fail in ``decode(bits:)`` instead.
    /// Returns false when the lengths do not form a code.
    func build(lengths: UnsafePointer<UInt8>, count: Int) -> Bool {
        counts.update(repeating: 0, count: 16)
        for symbol in 0..<count { counts[Int(lengths[symbol])] += 1 }
        counts[0] = 0
        var left = 1
        for length in 1..<16 {
            left = (left << 1) - Int(counts[length])
            if left < 0 { return false }
        }
        var offsets = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &offsets) { raw in
            let offset = raw.bindMemory(to: Int.self)
            for length in 1..<15 { offset[length + 1] = offset[length] + Int(counts[length]) }
            for symbol in 0..<count where lengths[symbol] != 0 {
                let length = Int(lengths[symbol])
                symbols[offset[length]] = UInt16(symbol)
                offset[length] += 1
            }
        }
        fillFastTable(lengths: lengths, count: count)
        return true
    }

    private func fillFastTable(lengths: UnsafePointer<UInt8>, count: Int) {
        let size = 1 << Self.fastBits
        fast.update(repeating: 0, count: size)
        var nextCode = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &nextCode) { raw in
            let next = raw.bindMemory(to: Int.self)
            var code = 0
            for length in 1..<16 {
                code = (code + Int(counts[length - 1])) << 1
                next[length] = code
            }
            for symbol in 0..<count {
                let length = Int(lengths[symbol])
                guard length != 0 else { continue }
                let code = next[length]
                next[length] += 1
                guard length <= Self.fastBits else { continue }
                var reversed = 0
                for bit in 0..<length where code & (1 << bit) != 0 {
                    reversed |= 1 << (length - 1 - bit)
                }
                let entry = UInt16(symbol << 4 | length)
                var index = reversed
                while index < size {
                    fast[index] = entry
                    index += 1 << length
                }
            }
        }
    }

    /// Decodes one symbol from the low bits of `bits` (at least 15 valid bits unless the
    /// stream ends). Returns (symbol, length), or nil for a bit pattern no code uses.
    @inline(__always)
    func decode(bits: UInt64) -> (symbol: Int, length: Int)? {
        let entry = fast[Int(bits & UInt64((1 << Self.fastBits) - 1))]
        if entry != 0 { return (Int(entry >> 4), Int(entry & 15)) }
        return decodeSlowly(bits: bits)
    }

    private func decodeSlowly(bits: UInt64) -> (symbol: Int, length: Int)? {
        var code = 0
        var first = 0
        var index = 0
        for length in 1..<16 {
            code |= Int((bits >> UInt64(length - 1)) & 1)
            let count = Int(counts[length])
            if code - first < count { return (Int(symbols[index + code - first]), length) }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        return nil
    }
}
