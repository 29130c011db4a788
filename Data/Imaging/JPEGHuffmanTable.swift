/// A JPEG Huffman table (DHT): a 9-bit lookup for short codes and the canonical
/// `maxCode` / `offset` arrays of the specification (F.2.2.3) for codes of 10–16 bits.
final class JPEGHuffmanTable {
    /// Bits resolved by one lookup in ``fast``.
    static let fastBits = 9
    /// Indexed by the next 9 bits: `length << 8 | symbol`, or 0 for longer codes.
    let fast: UnsafeMutablePointer<UInt16>
    /// The largest code of each length (index 1–16), -1 when there is none.
    let maxCode: UnsafeMutablePointer<Int32>
    /// Added to a code of each length to give its index in ``symbols``.
    let offset: UnsafeMutablePointer<Int32>
    /// The symbols in code order.
    let symbols: UnsafeMutablePointer<UInt8>
    /// How many symbols the table has.
    let symbolCount: Int

    /// Builds the table from the 16 code-length counts and the symbols that follow them.
    init(counts: ArraySlice<UInt8>, symbols values: ArraySlice<UInt8>) throws(ImageDecodingError) {
        fast = .allocate(capacity: 1 << Self.fastBits)
        fast.initialize(repeating: 0, count: 1 << Self.fastBits)
        maxCode = .allocate(capacity: 18)
        maxCode.initialize(repeating: -1, count: 18)
        offset = .allocate(capacity: 18)
        offset.initialize(repeating: 0, count: 18)
        symbols = .allocate(capacity: 256)
        symbols.initialize(repeating: 0, count: 256)
        symbolCount = values.count
        for (index, value) in values.enumerated() { symbols[index] = value }
        var code = 0
        var index = 0
        for length in 1...16 {
            let count = Int(counts[counts.startIndex + length - 1])
            offset[length] = Int32(index - code)
            for _ in 0..<count {
                guard code < 1 << length else { throw .damaged("a JPEG Huffman table is invalid") }
                if length <= Self.fastBits {
                    let shift = Self.fastBits - length
                    for fill in 0..<(1 << shift) {
                        fast[code << shift | fill] = UInt16(length << 8) | UInt16(symbols[index])
                    }
                }
                code += 1
                index += 1
            }
            if count > 0 { maxCode[length] = Int32(code - 1) }
            code <<= 1
        }
    }

    deinit {
        fast.deallocate()
        maxCode.deallocate()
        offset.deallocate()
        symbols.deallocate()
    }
}
