/// A length-limited canonical Huffman code built from symbol frequencies, for the encoder.
struct DeflateHuffmanCode {
    /// Code length per symbol (0 = unused).
    let lengths: [UInt8]
    /// Bit-reversed canonical code per symbol, ready for ``DeflateBitWriter``.
    let codes: [UInt32]

    /// Builds the code for `frequencies` with no length over `limit`. At least two symbols
    /// get a code, as some decoders require.
    init(frequencies: [Int], limit: Int) {
        var weights = frequencies
        if weights.filter({ $0 > 0 }).count < 2 {
            for index in weights.indices where weights[index] == 0 {
                weights[index] = 1
                if weights.filter({ $0 > 0 }).count >= 2 { break }
            }
        }
        var lengths = Self.lengths(weights)
        // NB: when the tree is too deep, flatten the weights and rebuild; each round halves
        // the spread, so it ends within a few rounds (a slightly longer output, never invalid).
        while (lengths.max() ?? 0) > limit {
            weights = weights.map { $0 == 0 ? 0 : ($0 >> 1) | 1 }
            lengths = Self.lengths(weights)
        }
        self.lengths = lengths.map { UInt8($0) }
        codes = Self.canonicalCodes(self.lengths)
    }

    /// Huffman code lengths by repeatedly joining the two lightest nodes.
    private static func lengths(_ weights: [Int]) -> [Int] {
        var nodes: [(weight: Int, symbols: [Int])] = weights.enumerated().compactMap {
            $0.element > 0 ? ($0.element, [$0.offset]) : nil
        }
        var depth = [Int](repeating: 0, count: weights.count)
        nodes.sort { $0.weight > $1.weight }
        while nodes.count > 1 {
            let a = nodes.removeLast()
            let b = nodes.removeLast()
            for symbol in a.symbols + b.symbols { depth[symbol] += 1 }
            let joined = (weight: a.weight + b.weight, symbols: a.symbols + b.symbols)
            let position = nodes.firstIndex { $0.weight <= joined.weight } ?? nodes.count
            nodes.insert(joined, at: position)
        }
        return depth
    }

    private static func canonicalCodes(_ lengths: [UInt8]) -> [UInt32] {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { counts[Int(length)] += 1 }
        var next = [UInt32](repeating: 0, count: 16)
        var code: UInt32 = 0
        for bits in 1..<16 {
            code = (code + UInt32(counts[bits - 1])) << 1
            next[bits] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let value = next[Int(length)]
            next[Int(length)] += 1
            var reversed: UInt32 = 0
            for bit in 0..<Int(length) where value & (1 << bit) != 0 {
                reversed |= 1 << (Int(length) - 1 - bit)
            }
            return reversed
        }
    }
}
