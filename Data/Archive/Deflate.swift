/// Compresses bytes as raw DEFLATE (RFC 1951): LZ77 matching over hash chains with one step
/// of lazy matching, then dynamic-Huffman blocks.
///
/// Settings sit near zlib's level 6 (chains of 128, stop at 128-byte matches), which keeps
/// the output within a few per cent of zlib's. ``Inflate`` reads it back.
public enum Deflate {
    static let windowSize = 32768
    static let minimumMatch = 3
    static let maximumMatch = 258
    private static let hashBits = 15
    private static let maximumChain = 128
    private static let goodEnough = 128
    private static let symbolsPerBlock = 1 << 15

    /// The DEFLATE stream of `input`.
    public static func compress(_ input: [UInt8]) -> [UInt8] {
        var writer = DeflateBitWriter(capacity: input.count / 3 + 64)
        if input.isEmpty {
            let block = DeflateBlock()
            block.write(into: &writer, final: true)
            writer.alignToByte()
            return writer.bytes
        }
        input.withUnsafeBufferPointer { data in
            var head = [Int32](repeating: -1, count: 1 << hashBits)
            var previous = [Int32](repeating: -1, count: windowSize)
            var block = DeflateBlock()
            var position = 0
            let count = data.count
            func hash(_ at: Int) -> Int {
                let value =
                    UInt32(data[at]) << 16 | UInt32(data[at + 1]) << 8 | UInt32(data[at + 2])
                return Int((value &* 0x9E37_79B1) >> UInt32(32 - hashBits))
            }
            func insert(_ at: Int) {
                guard at + minimumMatch <= count else { return }
                let key = hash(at)
                previous[at & (windowSize - 1)] = head[key]
                head[key] = Int32(at)
            }
            func longestMatch(at: Int) -> (length: Int, distance: Int) {
                guard at + minimumMatch <= count else { return (0, 0) }
                var candidate = Int(head[hash(at)])
                var best = 0
                var bestDistance = 0
                var chain = maximumChain
                let limit = min(maximumMatch, count - at)
                while candidate >= 0, at - candidate <= windowSize, chain > 0 {
                    if data[candidate + best] == data[at + best] {
                        var length = 0
                        while length < limit, data[candidate + length] == data[at + length] {
                            length += 1
                        }
                        if length > best {
                            best = length
                            bestDistance = at - candidate
                            if length >= min(goodEnough, limit) { break }
                        }
                    }
                    let next = Int(previous[candidate & (windowSize - 1)])
                    if next >= candidate { break }
                    candidate = next
                    chain -= 1
                }
                return best >= minimumMatch ? (best, bestDistance) : (0, 0)
            }
            var pending = longestMatch(at: 0)
            while position < count {
                let match = pending
                insert(position)
                if match.length > 0, match.length < goodEnough, position + 1 < count {
                    let next = longestMatch(at: position + 1)
                    if next.length > match.length {
                        block.literal(data[position])
                        position += 1
                        pending = next
                        if block.isFull(symbolsPerBlock) { block.flush(into: &writer) }
                        continue
                    }
                }
                if match.length > 0 {
                    block.match(length: match.length, distance: match.distance)
                    for step in 1..<match.length { insert(position + step) }
                    position += match.length
                } else {
                    block.literal(data[position])
                    position += 1
                }
                if block.isFull(symbolsPerBlock) { block.flush(into: &writer) }
                pending = position < count ? longestMatch(at: position) : (0, 0)
            }
            block.write(into: &writer, final: true)
        }
        writer.alignToByte()
        return writer.bytes
    }
}
