/// Compresses bytes as raw DEFLATE (RFC 1951): zlib's lazy-matching strategy with level-4
/// limits (LZ77 over hash chains, see `DeflateMatcher`), then dynamic-Huffman blocks.
///
/// The budget is at most 1.3× the bytes of zlib level 6 (`Benchmarks raster.png-vs-zlib6`).
/// ``Inflate`` reads it back.
public enum Deflate {
    static let windowSize = 32768
    static let minimumMatch = 3
    static let maximumMatch = 258
    private static let symbolsPerBlock = 1 << 15

    /// The DEFLATE stream of `input`.
    public static func compress(_ input: [UInt8]) -> [UInt8] {
        var writer = DeflateBitWriter(capacity: input.count / 3 + 64)
        var block = DeflateBlock()
        input.withUnsafeBufferPointer { data in
            guard let base = data.baseAddress, data.count > 0 else { return }
            var matcher = DeflateMatcher(data: base, count: data.count)
            defer { matcher.deallocate() }
            // zlib's deflate_slow: a match found at `position - 1` is emitted only when the
            // match at `position` is not longer; otherwise its first byte becomes a literal.
            var position = 0
            var previousLength = minimumMatch - 1
            var previousDistance = 0
            var hasLiteral = false
            while position < data.count {
                let candidate = matcher.insert(position)
                var length = minimumMatch - 1
                var distance = 0
                if candidate >= 0, previousLength < DeflateMatcher.lazyLimit {
                    (length, distance) = matcher.longestMatch(
                        at: position, candidate: candidate, previousLength: previousLength)
                }
                if previousLength >= minimumMatch, length <= previousLength {
                    block.match(length: previousLength, distance: previousDistance)
                    let end = position - 1 + previousLength
                    for step in (position + 1)..<end { _ = matcher.insert(step) }
                    position = end
                    hasLiteral = false
                    previousLength = minimumMatch - 1
                } else {
                    if hasLiteral { block.literal(data[position - 1]) }
                    hasLiteral = true
                    previousLength = length
                    previousDistance = distance
                    position += 1
                }
                if block.isFull(symbolsPerBlock) { block.flush(into: &writer) }
            }
            if hasLiteral { block.literal(data[data.count - 1]) }
        }
        block.write(into: &writer, final: true)
        writer.alignToByte()
        return writer.bytes
    }
}
