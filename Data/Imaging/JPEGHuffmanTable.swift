/// A JPEG Huffman table (DHT): a 9-bit lookup for short codes and the canonical
/// `maxCode` / `offset` arrays of the specification (F.2.2.3) for codes of 10–16 bits.
///
/// For AC coefficients, ``Lookup/fastAC`` resolves a whole coefficient in one lookup when its code
/// and its magnitude bits fit the same 9 bits (most coefficients of a photo do): the run of
/// zeros, the signed value and the bits used, as stb_image and libjpeg-turbo do.
final class JPEGHuffmanTable {
    /// Bits resolved by one lookup in ``Lookup/fast``.
    static let fastBits = 9

    /// The table's arrays as plain pointers, valid while the table lives.
    ///
    /// NB: the scan decoder's hot loop reads tables through these, so no reference is
    /// retained and released for each block.
    struct Lookup {
        /// Indexed by the next 9 bits: `length << 8 | symbol`, or 0 for longer codes.
        let fast: UnsafeMutablePointer<UInt16>
        /// Indexed by the next 9 bits: `value << 16 | run << 8 | bits used` for an AC symbol
        /// whose code and magnitude bits fit in them, or 0.
        let fastAC: UnsafeMutablePointer<Int32>
        /// The largest code of each length (index 1–16), -1 when there is none.
        let maxCode: UnsafeMutablePointer<Int32>
        /// Added to a code of each length to give its index in ``symbols``.
        let offset: UnsafeMutablePointer<Int32>
        /// The symbols in code order.
        let symbols: UnsafeMutablePointer<UInt8>
        /// How many symbols the table has.
        let symbolCount: Int
    }

    /// The table's arrays, owned by the table.
    let lookup: Lookup

    /// Builds the table from the 16 code-length counts and the symbols that follow them.
    init(counts: ArraySlice<UInt8>, symbols values: ArraySlice<UInt8>) throws(ImageDecodingError) {
        let fast = UnsafeMutablePointer<UInt16>.allocate(capacity: 1 << Self.fastBits)
        fast.initialize(repeating: 0, count: 1 << Self.fastBits)
        let fastAC = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << Self.fastBits)
        fastAC.initialize(repeating: 0, count: 1 << Self.fastBits)
        let maxCode = UnsafeMutablePointer<Int32>.allocate(capacity: 18)
        maxCode.initialize(repeating: -1, count: 18)
        let offset = UnsafeMutablePointer<Int32>.allocate(capacity: 18)
        offset.initialize(repeating: 0, count: 18)
        let symbols = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        symbols.initialize(repeating: 0, count: 256)
        lookup = Lookup(
            fast: fast, fastAC: fastAC, maxCode: maxCode, offset: offset, symbols: symbols,
            symbolCount: values.count)
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
        fillFastAC()
    }

    /// Fills ``Lookup/fastAC`` from ``Lookup/fast``: the magnitude bits follow the code in the
    /// same peek.
    private func fillFastAC() {
        let (fast, fastAC) = (lookup.fast, lookup.fastAC)
        for peek in 0..<(1 << Self.fastBits) {
            let entry = Int(fast[peek])
            guard entry != 0 else { continue }
            let length = entry >> 8
            let run = (entry & 0xFF) >> 4
            let size = entry & 15
            guard size != 0, length + size <= Self.fastBits else { continue }
            let magnitude = (peek >> (Self.fastBits - length - size)) & ((1 << size) - 1)
            let value = magnitude < 1 << (size - 1) ? magnitude - (1 << size) + 1 : magnitude
            fastAC[peek] = Int32(value) << 16 | Int32(run << 8 | (length + size))
        }
    }

    deinit {
        lookup.fast.deallocate()
        lookup.fastAC.deallocate()
        lookup.maxCode.deallocate()
        lookup.offset.deallocate()
        lookup.symbols.deallocate()
    }
}
